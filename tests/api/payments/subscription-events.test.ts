/**
 * Membership status from Stripe's events in any order: a deleted subscription stays canceled, an
 * event older than the last one applied changes nothing, and invoices move the member between
 * active and past_due (issue 26, "Subscription truth from Stripe").
 */
import { describe, expect, it } from 'vitest';
import { register, currentUser } from '../../helpers/accounts';
import {
  completedSession,
  invoice,
  membershipCheckout,
  newestSession,
  orderRow,
  subscription,
  stripeSuite,
} from '../../helpers/stripe/deliver';

const s = stripeSuite();

const T0 = Math.floor(Date.parse('2025-09-20T12:00:00.000Z') / 1000);

/** A member whose membership checkout is open (not yet paid). */
async function memberWithCheckout() {
  const { user, cookie } = await register(s.t);
  expect((await membershipCheckout(s.t, cookie)).status).toBe(200);
  return { user, cookie, session: newestSession(s.t) };
}

const status = async (cookie: string) => (await currentUser(s.t, cookie)).membershipStatus;

describe('deleted is final', () => {
  it('a late updated(active), older or newer, does not bring a deleted subscription back', async () => {
    const { cookie, session } = await memberWithCheckout();
    await s.deliver('checkout.session.completed', completedSession(session), T0);
    expect(await status(cookie)).toBe('active');
    await s.deliver('customer.subscription.deleted', subscription('sub_123', 'canceled'), T0 + 100);
    expect(await status(cookie)).toBe('canceled');
    await s.deliver('customer.subscription.updated', subscription('sub_123', 'active'), T0 + 50);
    await s.deliver('customer.subscription.updated', subscription('sub_123', 'active'), T0 + 200);
    await s.deliver('invoice.paid', invoice('sub_123'), T0 + 300);
    expect(await status(cookie)).toBe('canceled');
  });

  it('deleted before the checkout’s completion: the late completion pays the order, not the membership', async () => {
    const { user, cookie, session } = await memberWithCheckout();
    const meta = { user_id: user.id };
    await s.deliver(
      'customer.subscription.deleted',
      subscription('sub_123', 'canceled', meta),
      T0 + 60,
    );
    expect(await status(cookie)).toBe('canceled');
    await s.deliver('checkout.session.completed', completedSession(session), T0);
    expect(await status(cookie)).toBe('canceled');
    expect(orderRow(s.t, session)).toMatchObject({ status: 'paid', subscription_id: 'sub_123' });
  });

  it('a new subscription after a canceled one makes the member active again', async () => {
    const { cookie, session } = await memberWithCheckout();
    await s.deliver('checkout.session.completed', completedSession(session), T0);
    await s.deliver('customer.subscription.deleted', subscription('sub_123', 'canceled'), T0 + 10);
    s.time.advance(60 * 60_000);
    expect((await membershipCheckout(s.t, cookie)).status).toBe(200);
    const rejoin = newestSession(s.t);
    await s.deliver(
      'checkout.session.completed',
      completedSession(rejoin, { subscription: 'sub_456' }),
      T0 + 3600,
    );
    expect(await status(cookie)).toBe('active');
    // The old subscription's late news changes nothing now.
    await s.deliver(
      'customer.subscription.deleted',
      subscription('sub_123', 'canceled'),
      T0 + 3700,
    );
    expect(await status(cookie)).toBe('active');
  });
});

describe('event order', () => {
  it('an updated event older than the last one applied is ignored', async () => {
    const { cookie, session } = await memberWithCheckout();
    await s.deliver('checkout.session.completed', completedSession(session), T0);
    await s.deliver('customer.subscription.updated', subscription('sub_123', 'past_due'), T0 + 20);
    expect(await status(cookie)).toBe('past_due');
    await s.deliver('customer.subscription.updated', subscription('sub_123', 'active'), T0 + 10);
    expect(await status(cookie)).toBe('past_due');
    await s.deliver('customer.subscription.updated', subscription('sub_123', 'active'), T0 + 30);
    expect(await status(cookie)).toBe('active');
    const row = s.t.db.$client.prepare('SELECT membership_event_at AS at FROM users').get();
    expect(row).toEqual({ at: T0 + 30 });
  });

  it('a late checkout completion does not undo a newer past_due', async () => {
    const { user, cookie, session } = await memberWithCheckout();
    const meta = { user_id: user.id };
    await s.deliver(
      'customer.subscription.updated',
      subscription('sub_123', 'past_due', meta),
      T0 + 5,
    );
    await s.deliver('checkout.session.completed', completedSession(session), T0);
    expect(await status(cookie)).toBe('past_due');
  });
});

describe('invoices', () => {
  it('payment_failed shows past_due to the member; paid makes them active again', async () => {
    const { cookie, session } = await memberWithCheckout();
    await s.deliver('checkout.session.completed', completedSession(session), T0);
    await s.deliver('invoice.payment_failed', invoice('sub_123'), T0 + 2_592_000);
    const member = await currentUser(s.t, cookie);
    expect(member.membershipStatus).toBe('past_due');
    await s.deliver('invoice.paid', invoice('sub_123'), T0 + 2_600_000);
    expect(await status(cookie)).toBe('active');
  });

  it('an invoice before the checkout’s completion finds the member by its metadata', async () => {
    const { user, cookie } = await memberWithCheckout();
    await s.deliver('invoice.paid', invoice('sub_123', { user_id: user.id }), T0);
    expect(await status(cookie)).toBe('active');
  });

  it('reads the subscription of an invoice rendered for an older API version', async () => {
    const { cookie, session } = await memberWithCheckout();
    await s.deliver('checkout.session.completed', completedSession(session), T0);
    const legacy = {
      id: 'in_old',
      object: 'invoice',
      customer: 'cus_123',
      subscription: 'sub_123',
    };
    await s.deliver('invoice.payment_failed', legacy, T0 + 10);
    expect(await status(cookie)).toBe('past_due');
  });

  it('ignores an invoice that belongs to no subscription or no member', async () => {
    const { cookie, session } = await memberWithCheckout();
    await s.deliver('checkout.session.completed', completedSession(session), T0);
    await s.deliver(
      'invoice.payment_failed',
      { id: 'in_x', object: 'invoice', parent: null },
      T0 + 5,
    );
    await s.deliver('invoice.payment_failed', invoice('sub_nobody'), T0 + 6);
    expect(await status(cookie)).toBe('active');
    expect(s.t.logs.some((l) => /sub_nobody belongs to no member/.test(l.message))).toBe(true);
  });
});
