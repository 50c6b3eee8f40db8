/** The branded mails (issue 22): subjects, the plain-text twin, the HTML part, and escaping. */
import { describe, expect, it } from 'vitest';
import type { MailContext } from '@api/mail/mail-context';
import type { QueuedMail } from '@api/mail/mail-queue';
import {
  bookingReceivedMail,
  bookingStatusMail,
  MAILED_BOOKING_STATUSES,
  type BookingMailFacts,
} from '@api/mail/templates/booking-mail';
import { messageReplyMail } from '@api/mail/templates/message-reply-mail';
import { orderConfirmationMail, type PaidOrder } from '@api/mail/templates/order-confirmation-mail';
import { orderShippedMail } from '@api/mail/templates/order-shipped-mail';
import { waitlistInviteMail } from '@api/mail/templates/waitlist-invite-mail';
import {
  confirmInstallmentMail,
  installmentFailedMail,
} from '@api/mail/templates/installment-mail';
import type { MailMessage } from '@api/mail/mailer';
import { passwordResetMail } from '@api/mail/templates/password-reset-mail';
import { verificationMail } from '@api/mail/templates/verification-mail';
import { formatUsd } from '@api/lib/money';

const context: MailContext = {
  publicUrl: 'https://club.example',
  support: { phone: '+1 (555) 010-0199', email: 'desk@club.example' },
};
const SCRIPT = '<script>alert("x")</script>';

const booking: BookingMailFacts = {
  to: 'ada@example.com',
  guestName: 'Ada Lovelace',
  destinationName: 'Aspen',
  jetName: 'Bombardier Global 7500',
  departureDate: '2025-10-10',
  returnDate: '2025-10-14',
  guests: 2,
  totalPriceCents: 2_967_000,
  quotedPriceCents: null,
  note: null,
  isMember: false,
};

/** What every branded mail has: both parts, the support footer, the brand's look, no raw HTML. */
function expectBranded(mail: QueuedMail | MailMessage) {
  expect(mail.html).toMatch(/^<!DOCTYPE html/);
  expect(mail.html).toContain('Aurelian');
  expect(mail.html).toContain('Georgia, &#x27;Times New Roman&#x27;, serif');
  expect(mail.html).toContain('border-top:1px solid #c6a15b');
  expect(mail.html).toContain('href="tel:+15550100199"');
  expect(mail.html).toContain('href="mailto:desk@club.example"');
  expect(mail.text).toContain(
    'Aurelian Private Club\nQuestions? Call the concierge on +1 (555) 010-0199 or write to desk@club.example.',
  );
  expect(mail.html).not.toMatch(/<script/i);
}

describe('booking received', () => {
  it('tells the guest the trip, the estimate and that a concierge answers within a day', () => {
    const mail = bookingReceivedMail(booking, context);
    expect(mail).toMatchObject({ kind: 'booking_received', to: 'ada@example.com' });
    expect(mail.subject).toBe('We have your trip request to Aspen');
    expect(mail.text).toContain('Dear Ada Lovelace,');
    expect(mail.text).toContain('A concierge will answer within a day');
    expect(mail.text).toContain(
      [
        'Destination: Aspen',
        'Departure: Friday, October 10, 2025',
        'Return: Tuesday, October 14, 2025',
        'Guests: 2',
        'Private jet: Bombardier Global 7500',
        'Estimated total: $29,670.00',
      ].join('\n'),
    );
    expect(mail.html).toContain('Your trip request has arrived');
    expect(mail.html).toContain('$29,670.00');
    expectBranded(mail);
  });

  it('links a member to My trips, and a guest to nothing', () => {
    const member = bookingReceivedMail({ ...booking, isMember: true }, context);
    expect(member.text).toContain('See My trips:\nhttps://club.example/dashboard');
    expect(member.html).toContain('href="https://club.example/dashboard"');
    const guest = bookingReceivedMail(booking, context);
    expect(guest.text).not.toContain('/dashboard');
    expect(guest.html).not.toContain('/dashboard');
  });

  it('escapes what the guest typed in the HTML part, and keeps it as typed in the text', () => {
    const mail = bookingReceivedMail({ ...booking, guestName: SCRIPT }, context);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.text).toContain(`Dear ${SCRIPT},`);
    expectBranded(mail);
  });
});

describe('booking answers', () => {
  const quoted = { ...booking, quotedPriceCents: 3_100_000, note: 'Suite with a view\nChampagne' };

  it.each([
    ['quoted', 'Your quote for Aspen', 'Your quote is ready'],
    ['confirmed', 'Your trip to Aspen is confirmed', 'Your trip is confirmed'],
    ['declined', 'Your trip request to Aspen', 'About your trip request'],
    ['cancelled', 'Your trip to Aspen is cancelled', 'Your trip is cancelled'],
  ] as const)('%s: subject, heading and kind', (status, subject, heading) => {
    const mail = bookingStatusMail(status, quoted, context);
    expect(mail).toMatchObject({ kind: `booking_${status}`, to: 'ada@example.com', subject });
    expect(mail.html).toContain(heading);
    expect(mail.text).toContain('Destination: Aspen');
    expectBranded(mail);
  });

  it('covers every status a guest is told about, and not completed', () => {
    expect([...MAILED_BOOKING_STATUSES]).toEqual(['quoted', 'confirmed', 'declined', 'cancelled']);
  });

  it('a quote carries the price and the concierge’s note', () => {
    const mail = bookingStatusMail('quoted', quoted, context);
    expect(mail.text).toContain('A note from your concierge:\nSuite with a view\nChampagne');
    expect(mail.text).toContain('Quoted price: $31,000.00');
    expect(mail.text).not.toContain('Estimated total');
    expect(mail.html).toContain('Suite with a view<br/>Champagne');
    expect(mail.html).toContain('$31,000.00');
  });

  it('a decline carries no price; a step without a note shows none', () => {
    const mail = bookingStatusMail('declined', { ...quoted, note: null }, context);
    expect(mail.text).not.toContain('$');
    expect(mail.text).not.toContain('A note from your concierge');
    expect(mail.html).not.toContain('A note from your concierge');
  });

  it('links a member to My trips', () => {
    const mail = bookingStatusMail('confirmed', { ...quoted, isMember: true }, context);
    expect(mail.text).toContain('https://club.example/dashboard');
  });

  it('escapes the concierge’s note and the names', () => {
    const mail = bookingStatusMail(
      'quoted',
      { ...quoted, note: SCRIPT, destinationName: '<img src=x onerror=alert(1)>' },
      context,
    );
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img');
    expectBranded(mail);
  });
});

describe('order confirmation', () => {
  const order: PaidOrder = {
    to: 'buyer@example.com',
    orderId: 'order-123',
    kind: 'book',
    description: 'Hardcover with luxury gift kit (pre-order)',
    lines: [
      { name: 'Hardcover with luxury gift kit', quantity: 1, unitAmountCents: 50_000 },
      { name: 'Code FRIENDSANDFAMILY', quantity: 1, unitAmountCents: -40_001 },
    ],
    amountCents: 9_999,
    isMember: false,
  };

  it('lists the lines and what was paid', () => {
    const mail = orderConfirmationMail(order, context);
    expect(mail).toMatchObject({
      kind: 'order_confirmation',
      to: 'buyer@example.com',
      subject: 'Your Aurelian Private Club order is confirmed',
    });
    expect(mail.text).toContain(
      [
        'Hardcover with luxury gift kit: $500.00',
        'Code FRIENDSANDFAMILY: −$400.01',
        'Order reference: order-123',
        'Paid today: $99.99',
      ].join('\n'),
    );
    expect(mail.text).toContain('We will write again when your order ships.');
    expect(mail.html).toContain('$99.99');
    expectBranded(mail);
  });

  it('shows quantities and notes, and promises no shipping for a vacation', () => {
    const mail = orderConfirmationMail(
      {
        ...order,
        kind: 'vacation',
        lines: [
          { name: 'Deposit', quantity: 1, unitAmountCents: 1_900, note: 'due today' },
          { name: 'Installment', quantity: 4, unitAmountCents: 3_679, note: 'on Oct 7, 14' },
        ],
        amountCents: 1_900,
        isMember: true,
      },
      context,
    );
    expect(mail.text).toContain('Deposit (due today): $19.00');
    expect(mail.text).toContain('Installment × 4 (on Oct 7, 14): $147.16');
    expect(mail.text).toContain('Paid today: $19.00');
    expect(mail.text).not.toContain('ships');
    expect(mail.text).toContain('See My orders:\nhttps://club.example/dashboard');
  });

  it('escapes a product name', () => {
    const mail = orderConfirmationMail({ ...order, description: SCRIPT }, context);
    expect(mail.html).toContain('&lt;script&gt;');
    expectBranded(mail);
  });
});

describe('order shipped', () => {
  it('gives the carrier and the tracking number', () => {
    const mail = orderShippedMail(
      {
        to: 'buyer@example.com',
        orderId: 'order-9',
        description: 'Silk scarf',
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      },
      context,
    );
    expect(mail).toMatchObject({
      kind: 'order_shipped',
      to: 'buyer@example.com',
      subject: 'Your Aurelian Private Club order has shipped',
    });
    expect(mail.text).toContain('Your order "Silk scarf" is on its way.');
    expect(mail.text).toContain('Carrier: UPS\nTracking number: 1Z999AA10123456784');
    expect(mail.html).toContain('1Z999AA10123456784');
    expectBranded(mail);
  });

  it('escapes the carrier and tracking typed by staff', () => {
    const mail = orderShippedMail(
      {
        to: 'b@example.com',
        orderId: 'o',
        description: 'x',
        carrier: SCRIPT,
        trackingNumber: SCRIPT,
      },
      context,
    );
    expectBranded(mail);
  });
});

describe('waitlist invitation', () => {
  it('gives the single-use link and its last day', () => {
    const link = 'https://club.example/register?invite=abc&x=1';
    const mail = waitlistInviteMail(
      { to: 'ada@example.com', firstName: 'Ada', link, expiresAt: '2025-10-04T12:00:00.000Z' },
      context,
    );
    expect(mail).toMatchObject({
      kind: 'waitlist_invite',
      to: 'ada@example.com',
      subject: 'Your invitation to Aurelian Private Club',
    });
    expect(mail.text).toContain('Dear Ada,');
    expect(mail.text).toContain(`Create your account:\n${link}`);
    expect(mail.text).toContain('It works once, until 2025-10-04.');
    expect(mail.html).toContain('href="https://club.example/register?invite=abc&amp;x=1"');
    expectBranded(mail);
  });

  it('escapes the applicant’s name', () => {
    const mail = waitlistInviteMail(
      {
        to: 'a@example.com',
        firstName: SCRIPT,
        link: 'https://c.example/r',
        expiresAt: '2025-10-04',
      },
      context,
    );
    expect(mail.html).toContain('Dear &lt;script&gt;');
    expectBranded(mail);
  });
});

describe('message reply', () => {
  const reply = {
    to: 'ada@example.com',
    name: 'Ada',
    subject: 'Dinner in Kyoto',
    original: 'Can you book a table?\nFor two.',
    reply: 'Of course.\nIt is booked for 8 pm.',
  };

  it('answers with the reply and quotes what they wrote', () => {
    const mail = messageReplyMail(reply, context);
    expect(mail).toMatchObject({ kind: 'message_reply', subject: 'Re: Dinner in Kyoto' });
    expect(mail.text).toContain('Dear Ada,\n\nOf course.\nIt is booked for 8 pm.');
    expect(mail.text).toContain('You wrote:\n> Can you book a table?\n> For two.');
    expect(mail.html).toContain('Can you book a table?<br/>For two.');
    expectBranded(mail);
  });

  it('has a subject of its own when the message had none', () => {
    expect(messageReplyMail({ ...reply, subject: null }, context).subject).toBe(
      'Your message to Aurelian Private Club',
    );
  });

  it('keeps a subject on one line and escapes everything they wrote', () => {
    const mail = messageReplyMail(
      { ...reply, subject: 'Hi\r\nBcc: everyone@example.com', original: SCRIPT, name: SCRIPT },
      context,
    );
    expect(mail.subject).toBe('Re: Hi Bcc: everyone@example.com');
    expect(mail.html).not.toContain('<script');
    expectBranded(mail);
  });
});

describe('the mails sent at once keep their text and gain the HTML part', () => {
  const support = context.support;
  const link = 'https://club.example/reset-password?token=abc&next=1';

  it('password reset', () => {
    const mail = passwordResetMail('ada@example.com', link, support);
    expect(mail).toMatchObject({
      to: 'ada@example.com',
      subject: 'Reset your Aurelian Private Club password',
    });
    expect(mail).not.toHaveProperty('kind');
    expect(mail.text).toContain(
      `Choose a new password (the link works once, for one hour):\n${link}`,
    );
    expect(mail.text).toContain('If you did not ask for this, ignore this email');
    expect(mail.html).toContain('href="https://club.example/reset-password?token=abc&amp;next=1"');
    expect(mail.html).toContain('The link works once, for one hour.');
    expectBranded(mail);
  });

  it('email confirmation', () => {
    const mail = verificationMail('ada@example.com', link, support);
    expect(mail.subject).toBe('Confirm your email for Aurelian Private Club');
    expect(mail.text).toContain(`Confirm your email (the link works once, for 24 hours):\n${link}`);
    expectBranded(mail);
  });

  it('installment notices', () => {
    const facts = { description: 'Chicago getaway', amount: '$36.79', due: 'Oct 7, 2025' };
    const confirm = confirmInstallmentMail('ada@example.com', facts, link, support);
    expect(confirm.subject).toBe('Please confirm your Aurelian Private Club installment');
    expect(confirm.text).toContain(
      'Your installment of $36.79 for Chicago getaway, due Oct 7, 2025, needs your approval:',
    );
    expect(confirm.text).toContain(`Confirm the payment (the link works for 7 days):\n${link}`);
    expectBranded(confirm);
    const failed = installmentFailedMail(
      'ada@example.com',
      { ...facts, description: SCRIPT },
      support,
    );
    expect(failed.subject).toBe('We could not charge your Aurelian Private Club installment');
    expect(failed.text).toContain('Nothing was charged.');
    expectBranded(failed);
  });

  it('the first address in the text is the link (tests and people look for it there)', () => {
    expect(/https?:\/\/\S+/.exec(passwordResetMail('a@example.com', link, support).text)?.[0]).toBe(
      link,
    );
  });
});

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [9_999, '$99.99'],
    [100_000, '$1,000.00'],
    [2_967_000, '$29,670.00'],
    [123_456_789_01, '$123,456,789.01'],
    [-40_001, '−$400.01'],
  ])('%i cents is %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });
});
