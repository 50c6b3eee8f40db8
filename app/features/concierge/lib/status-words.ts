/** Every state the console shows, in words, with the tone its pill is drawn in. */
import type { MembershipStatus } from '@shared/api';
import type { BookingStatus } from '@shared/booking-workflow';
import type { ThreadKind } from '@shared/threads-api';
import type {
  ConciergeOrder,
  InstallmentStatus,
  MessageKind,
  MessageStatus,
  WaitlistStatus,
} from '@shared/concierge-api';

/** waiting: someone at the club should act; open: in hand; done; closed; problem. */
export type Tone = 'waiting' | 'open' | 'done' | 'closed' | 'problem';

export interface StatusWord {
  label: string;
  tone: Tone;
}

export const BOOKING_STATUS: Record<BookingStatus, StatusWord> = {
  pending: { label: 'Pending', tone: 'waiting' },
  quoted: { label: 'Quoted', tone: 'open' },
  confirmed: { label: 'Confirmed', tone: 'done' },
  completed: { label: 'Completed', tone: 'closed' },
  declined: { label: 'Declined', tone: 'problem' },
  cancelled: { label: 'Cancelled', tone: 'problem' },
};

export const WAITLIST_STATUS: Record<WaitlistStatus, StatusWord> = {
  new: { label: 'New', tone: 'waiting' },
  invited: { label: 'Invited', tone: 'open' },
  contacted: { label: 'Contacted', tone: 'open' },
  registered: { label: 'Registered', tone: 'done' },
};

export const MESSAGE_STATUS: Record<MessageStatus, StatusWord> = {
  new: { label: 'New', tone: 'waiting' },
  replied: { label: 'Replied', tone: 'open' },
  handled: { label: 'Handled', tone: 'done' },
};

/** What a member's conversation is about (issue 38). */
export const THREAD_KIND: Record<ThreadKind, string> = {
  booking: 'Trip',
  order: 'Order',
  consultation: 'Consultation',
  general: 'Ask the concierge',
};

export const MESSAGE_KIND: Record<MessageKind, string> = {
  contact: 'Message',
  consultation: 'Consultation',
};

export const INSTALLMENT_STATUS: Record<InstallmentStatus, StatusWord> = {
  scheduled: { label: 'Scheduled', tone: 'closed' },
  processing: { label: 'Processing', tone: 'open' },
  action_required: { label: 'Needs the buyer', tone: 'waiting' },
  paid: { label: 'Paid', tone: 'done' },
  failed: { label: 'Failed', tone: 'problem' },
  canceled: { label: 'Canceled', tone: 'closed' },
  resolved: { label: 'Resolved', tone: 'done' },
};

export const MEMBERSHIP_STATUS: Record<MembershipStatus, StatusWord> = {
  none: { label: 'No membership', tone: 'closed' },
  active: { label: 'Active', tone: 'done' },
  past_due: { label: 'Past due', tone: 'problem' },
  canceled: { label: 'Canceled', tone: 'closed' },
};

/**
 * An order a person at the club must look at: a refund not made yet (over the unit limit, a
 * duplicate), or trouble with its installments (the API's `flagged` filter).
 */
export const isFlagged = (o: ConciergeOrder) =>
  o.attentionReason !== null ||
  (o.status === 'paid' && o.refundReason !== null && o.refundedAt === null);

/** An order's state as the console's filter names it: flagged and shipped before paid. */
export function orderStatus(o: ConciergeOrder): StatusWord {
  if (o.status === 'refunded') return { label: 'Refunded', tone: 'closed' };
  if (o.status === 'disputed') return { label: 'Disputed', tone: 'problem' };
  if (isFlagged(o)) return { label: 'Flagged', tone: 'problem' };
  if (o.status === 'paid') {
    return o.shippedAt ? { label: 'Shipped', tone: 'done' } : { label: 'Paid', tone: 'open' };
  }
  if (o.status === 'pending') return { label: 'Unpaid', tone: 'waiting' };
  return { label: o.status === 'expired' ? 'Expired' : 'Canceled', tone: 'closed' };
}

export const ORDER_KIND_LABEL: Record<ConciergeOrder['kind'], string> = {
  membership: 'Membership',
  book: 'Book',
  vacation: 'Vacation',
  product: 'Shop',
};
