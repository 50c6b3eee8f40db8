/**
 * The mails of a booking's life (issue 22): 'received' when the guest sends the form, then one for
 * each answer of the concierge (shared/booking-workflow.ts). A completed trip gets none.
 */
import type { BookingStatus } from '@shared/booking-workflow';
import { dashboardLink, type MailContext } from '../mail-context';
import type { QueuedMail } from '../mail-queue';
import { formatUsd } from '../../lib/money';
import { brandMail } from './brand-mail';
import type { Fact, MailBlock } from './mail-blocks';

export interface BookingMailFacts {
  to: string;
  guestName: string;
  destinationName: string;
  jetName: string;
  /** YYYY-MM-DD */
  departureDate: string;
  returnDate: string;
  guests: number;
  totalPriceCents: number;
  /** the concierge's price, once quoted */
  quotedPriceCents: number | null;
  /** the concierge's note of this step, if any */
  note: string | null;
  /** booked by a signed-in member, who can follow it in My trips */
  isMember: boolean;
}

/** The statuses a guest is told about when a concierge moves the booking there. */
export const MAILED_BOOKING_STATUSES = ['quoted', 'confirmed', 'declined', 'cancelled'] as const;
export type MailedBookingStatus = (typeof MAILED_BOOKING_STATUSES)[number];
export const isMailedBookingStatus = (status: BookingStatus): status is MailedBookingStatus =>
  (MAILED_BOOKING_STATUSES as readonly string[]).includes(status);

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
/** A calendar date as words: '2025-10-10' → 'Friday, October 10, 2025'. */
const dateWords = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

const tripFacts = (b: BookingMailFacts): Fact[] => [
  { label: 'Destination', value: b.destinationName },
  { label: 'Departure', value: dateWords(b.departureDate) },
  { label: 'Return', value: dateWords(b.returnDate) },
  { label: 'Guests', value: String(b.guests) },
  { label: 'Private jet', value: b.jetName },
];

/** The price the guest last heard: the concierge's quote, else the form's estimate. */
const priceFact = (b: BookingMailFacts): Fact =>
  b.quotedPriceCents === null
    ? { label: 'Estimated total', value: formatUsd(b.totalPriceCents) }
    : { label: 'Quoted price', value: formatUsd(b.quotedPriceCents) };

const REPLY_LINE = 'Reply to this email or call the concierge at any time.';

/** The parts every booking mail shares, around what the step itself says. */
function bookingMail(
  b: BookingMailFacts,
  mail: { kind: string; subject: string; heading: string; opening: string; closing: string },
  facts: MailBlock,
  context: MailContext,
): QueuedMail {
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: `Dear ${b.guestName},` },
    { type: 'paragraph', text: mail.opening },
  ];
  if (b.note) blocks.push({ type: 'note', label: 'A note from your concierge', text: b.note });
  blocks.push(facts, { type: 'paragraph', text: mail.closing });
  if (b.isMember) {
    blocks.push({ type: 'action', label: 'See My trips', href: dashboardLink(context) });
  }
  return brandMail(
    {
      kind: mail.kind,
      to: b.to,
      subject: mail.subject,
      heading: mail.heading,
      preview: mail.opening,
      blocks,
    },
    context,
  );
}

export function bookingReceivedMail(b: BookingMailFacts, context: MailContext): QueuedMail {
  return bookingMail(
    b,
    {
      kind: 'booking_received',
      subject: `We have your trip request to ${b.destinationName}`,
      heading: 'Your trip request has arrived',
      opening:
        `Thank you for choosing us for your trip to ${b.destinationName}. ` +
        'A concierge will answer within a day with the arrangements and a quote.',
      closing:
        'The estimate covers the hotel and the private jet; the quote may differ once your ' +
        `concierge has arranged the details. ${REPLY_LINE}`,
    },
    { type: 'facts', rows: tripFacts(b), total: priceFact({ ...b, quotedPriceCents: null }) },
    context,
  );
}

const STEP: Record<
  MailedBookingStatus,
  (b: BookingMailFacts) => { subject: string; heading: string; opening: string; closing: string }
> = {
  quoted: (b) => ({
    subject: `Your quote for ${b.destinationName}`,
    heading: 'Your quote is ready',
    opening: `Your concierge has arranged your trip to ${b.destinationName}.`,
    closing: `To go ahead, reply to this email or call the concierge, who will confirm your trip.`,
  }),
  confirmed: (b) => ({
    subject: `Your trip to ${b.destinationName} is confirmed`,
    heading: 'Your trip is confirmed',
    opening: `Everything is arranged for your trip to ${b.destinationName}. We look forward to welcoming you aboard.`,
    closing: REPLY_LINE,
  }),
  declined: (b) => ({
    subject: `Your trip request to ${b.destinationName}`,
    heading: 'About your trip request',
    opening: `We are sorry: we cannot arrange your trip to ${b.destinationName} as requested.`,
    closing:
      'Your concierge will gladly suggest other dates or destinations: reply to this email or call us.',
  }),
  cancelled: (b) => ({
    subject: `Your trip to ${b.destinationName} is cancelled`,
    heading: 'Your trip is cancelled',
    opening: `Your trip to ${b.destinationName} has been cancelled.`,
    closing:
      'If this is unexpected, or you would like to plan another trip, reply to this email or call the concierge.',
  }),
};

/** The mail for a concierge's answer; the quote and the confirmation carry the price. */
export function bookingStatusMail(
  status: MailedBookingStatus,
  b: BookingMailFacts,
  context: MailContext,
): QueuedMail {
  const priced = status === 'quoted' || status === 'confirmed';
  return bookingMail(
    b,
    { kind: `booking_${status}`, ...STEP[status](b) },
    { type: 'facts', rows: tripFacts(b), ...(priced ? { total: priceFact(b) } : {}) },
    context,
  );
}
