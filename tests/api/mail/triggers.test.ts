/**
 * The mails the public actions queue (issue 22), in the action's own transaction: a booking's
 * 'received' mail (JSON and plain form post) and a paid order's confirmation, each exactly once.
 * The concierge's answers are tested with the workflow (concierge/bookings.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { API, type CheckoutSessionResponse } from '@shared/api';
import { sendDueMail } from '@api/mail/mail-worker';
import type { MailMessage } from '@api/mail/mailer';
import { register } from '../../helpers/accounts';
import { makeTestApp, TEST_ORIGIN } from '../../helpers/api';
import { GOOD_POSTS, postForm } from '../../helpers/form-posts';
import { PUBLIC_WRITES } from '../../helpers/write-bodies';
import { vacationBody } from '../../helpers/checkout-bodies';
import { outboxRows } from '../../helpers/db-rows';
import { appSuite } from '../../helpers/app-suite';

interface OutboxRow {
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  next_attempt_at: string;
  created_at: string;
}

const s = appSuite();

const outbox = () => outboxRows<OutboxRow>(s.t.db);
const booking = PUBLIC_WRITES[API.bookings];

describe('POST /api/bookings: booking received', () => {
  it('queues the mail to the guest with the booking, due at once', async () => {
    const res = await s.t.post(API.bookings, booking);
    expect(res.status).toBe(201);
    const [mail, ...rest] = outbox();
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'booking_received',
      to_address: 'amelia@example.com',
      subject: 'We have your trip request to Aspen',
      next_attempt_at: s.time.now().toISOString(),
      created_at: s.time.now().toISOString(),
    });
    expect(mail!.text_body).toContain('Dear Amelia Hart,');
    expect(mail!.text_body).toContain('Private jet: Bombardier Global 7500');
    expect(mail!.text_body).toContain('Estimated total: $29,670.00');
    expect(mail!.text_body).not.toContain('/dashboard');
    expect(mail!.html_body).toContain('Your trip request has arrived');
  });

  it('gives a signed-in member the link to My trips at PUBLIC_URL', async () => {
    const { cookie } = await register(s.t);
    const res = await s.t.post(API.bookings, booking, { headers: { Cookie: cookie } });
    expect(res.status).toBe(201);
    expect(outbox()[0]!.text_body).toContain(`See My trips:\n${TEST_ORIGIN}/dashboard`);
  });

  it('the footer carries SUPPORT_PHONE and SUPPORT_EMAIL', async () => {
    s.t.close();
    s.t = makeTestApp({
      clock: s.time.clock,
      env: { SUPPORT_PHONE: '+1 (555) 010-0777', SUPPORT_EMAIL: 'desk@club.example' },
    });
    await s.t.post(API.bookings, booking);
    const [mail] = outbox();
    expect(mail!.text_body).toContain('+1 (555) 010-0777 or write to desk@club.example.');
    expect(mail!.html_body).toContain('mailto:desk@club.example');
  });

  it('a replay of the same request queues no second mail', async () => {
    const key = crypto.randomUUID();
    expect((await s.t.post(API.bookings, booking, { key })).status).toBe(201);
    expect((await s.t.post(API.bookings, booking, { key })).status).toBe(201);
    expect(s.t.count('bookings')).toBe(1);
    expect(outbox()).toHaveLength(1);
  });

  it('a refused booking queues nothing', async () => {
    const res = await s.t.post(API.bookings, { ...booking, jetId: 'no-such-jet' });
    expect(res.status).toBe(400);
    expect(outbox()).toEqual([]);
  });

  it('the plain form post (no JavaScript) queues it too', async () => {
    const res = await postForm(s.t, 'booking', GOOD_POSTS.booking.fields);
    expect(res.status).toBe(303);
    expect(outbox().map((m) => [m.kind, m.to_address])).toEqual([
      ['booking_received', 'amelia@example.com'],
    ]);
  });

  it('the worker sends it with its text and HTML parts', async () => {
    await s.t.post(API.bookings, booking);
    const sent: MailMessage[] = [];
    const mailer = { send: async (m: MailMessage) => void sent.push(m) };
    await sendDueMail({ db: s.t.db, mailer, clock: s.time.clock, log: () => {} });
    expect(sent).toEqual([
      {
        to: 'amelia@example.com',
        subject: 'We have your trip request to Aspen',
        text: expect.stringContaining('Estimated total: $29,670.00'),
        html: expect.stringContaining('<!DOCTYPE html'),
      },
    ]);
  });
});

describe('a paid order: order confirmation', () => {
  const sessionIdOf = (url: string) => url.split('/').at(-1)!;
  async function openDemo(path: string, body: unknown, cookie?: string) {
    const res = await s.t.post(path, body, { headers: cookie ? { Cookie: cookie } : {} });
    expect(res.status).toBe(200);
    return sessionIdOf(((await res.json()) as CheckoutSessionResponse).url!);
  }
  const pay = (id: string, cookie?: string) =>
    s.t.post(API.demoCheckoutPay(id), {}, { headers: cookie ? { Cookie: cookie } : {} });

  it('is queued once when the demo Pay fulfils, and not again on a second Pay', async () => {
    const id = await openDemo(API.vacationCheckout, vacationBody('installment'));
    expect((await pay(id)).status).toBe(200);
    s.time.advance(60_000);
    await pay(id);
    const mails = outbox();
    expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
      ['order_confirmation', 'amelia@example.com'],
    ]);
    expect(mails[0]!.text_body).toContain('Deposit (due today): $19.00');
    expect(mails[0]!.text_body).toContain('Paid today: $19.00');
    expect(mails[0]!.html_body).toContain('Thank you for your order');
  });

  it('links a member to My orders', async () => {
    const { cookie } = await register(s.t);
    const id = await openDemo(API.membershipCheckout, {}, cookie);
    await pay(id, cookie);
    const [mail] = outbox().filter((m) => m.kind === 'order_confirmation');
    expect(mail!.text_body).toContain('Paid today: $149.32');
    expect(mail!.text_body).toContain(`See My orders:\n${TEST_ORIGIN}/dashboard`);
  });

  it('an unpaid checkout queues nothing', async () => {
    await openDemo(API.bookCheckout, {});
    expect(outbox()).toEqual([]);
  });
});
