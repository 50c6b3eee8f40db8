import type { ConciergeToday } from '@shared/concierge-api';

export interface TodayItem {
  key: keyof ConciergeToday;
  label: string;
  /** what the count is, in a few words */
  detail: string;
  to: string;
  group: 'Bookings' | 'Applications and messages' | 'Orders and payments';
}

/** Each of Today's counts, and the filtered list where that work is. */
export const TODAY_ITEMS: readonly TodayItem[] = [
  {
    key: 'newBookings',
    label: 'New bookings',
    detail: 'waiting for a quote',
    to: '/concierge/bookings?status=pending',
    group: 'Bookings',
  },
  {
    key: 'quotedBookings',
    label: 'Quoted, not confirmed',
    detail: 'waiting for the guest',
    to: '/concierge/bookings?status=quoted',
    group: 'Bookings',
  },
  {
    key: 'newWaitlist',
    label: 'New applications',
    detail: 'on the waitlist',
    to: '/concierge/waitlist?status=new',
    group: 'Applications and messages',
  },
  {
    key: 'unansweredMessages',
    label: 'Unanswered messages',
    detail: 'from the contact form',
    to: '/concierge/messages?kind=contact&status=new',
    group: 'Applications and messages',
  },
  {
    key: 'unansweredConsultations',
    label: 'Consultation requests',
    detail: 'not yet answered',
    to: '/concierge/messages?kind=consultation&status=new',
    group: 'Applications and messages',
  },
  {
    key: 'unreadThreads',
    label: 'Members waiting',
    detail: 'conversations to answer',
    to: '/concierge/threads?unread=true',
    group: 'Applications and messages',
  },
  {
    key: 'unshippedOrders',
    label: 'Paid, not shipped',
    detail: 'orders to send',
    to: '/concierge/orders?filter=unshipped',
    group: 'Orders and payments',
  },
  {
    key: 'flaggedOrders',
    label: 'Flagged orders',
    detail: 'waiting for a refund',
    to: '/concierge/orders?filter=flagged',
    group: 'Orders and payments',
  },
  {
    key: 'failedInstallments',
    label: 'Failed installments',
    detail: 'need a look',
    to: '/concierge/installments?status=failed',
    group: 'Orders and payments',
  },
];
