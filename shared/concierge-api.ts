/**
 * The wire shapes of the concierge console's lists beyond bookings (issue 22): waitlist, messages
 * (contact messages and consultation requests in one inbox), orders, installments, members, the
 * Today counts. Bookings and the audit log are in api.ts. Money is integer cents; times are ISO.
 * Every list answers `PageOf<T>` (api.ts) and takes `page`, `pageSize` (at most 200) and `q`.
 */
import type {
  ApiErrorBody,
  ConciergeBooking,
  MembershipStatus,
  OrderKind,
  OrderLine,
  OrderStatus,
  UserRole,
} from './api';

export const WAITLIST_STATUSES = ['new', 'invited', 'contacted', 'registered'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** GET /api/concierge/waitlist?status=&q= (q: name or email) */
export interface ConciergeWaitlistEntry {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  interests: string;
  status: WaitlistStatus;
  staffNote: string | null;
  invitedAt: string | null;
  contactedAt: string | null;
  createdAt: string;
  /** the version a write sends back as `expectedUpdatedAt` */
  updatedAt: string;
}

export const MESSAGE_KINDS = ['contact', 'consultation'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_STATUSES = ['new', 'replied', 'handled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A consultation request's own fields (the wizard's, spec 4). */
export interface ConsultationDetails {
  callType: string;
  preferredDate: string;
  preferredTime: string;
  topic: string;
  appleId: string | null;
}

export interface MessageReply {
  id: number;
  staffEmail: string;
  body: string;
  createdAt: string;
}

/** GET /api/concierge/messages?kind=&status=&q= (q: name, email or subject) */
export interface ConciergeMessage {
  id: number;
  kind: MessageKind;
  name: string;
  email: string;
  phoneNumber: string | null;
  subject: string | null;
  /** the contact form's type; null for a consultation */
  type: string | null;
  message: string;
  details: ConsultationDetails | null;
  /** the member who sent it while signed in */
  userId: string | null;
  status: MessageStatus;
  handledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/concierge/messages/:id */
export interface ConciergeMessageDetail {
  message: ConciergeMessage;
  replies: MessageReply[];
}

/** What the console's order filter offers: `flagged` is a paid order waiting for a refund. */
export const ORDER_FILTERS = [
  'paid',
  /** paid goods (the book, the shop) not shipped yet: what Today counts */
  'unshipped',
  'unpaid',
  'shipped',
  'refunded',
  'flagged',
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export interface ShippingAddress {
  name: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}

/** GET /api/concierge/orders?filter=&kind=&q= (q: email, description or order id) */
export interface ConciergeOrder {
  id: string;
  kind: OrderKind;
  status: OrderStatus;
  email: string | null;
  userId: string | null;
  description: string;
  lines: OrderLine[];
  quantity: number;
  size: string | null;
  amountCents: number;
  currency: 'usd';
  /** why it is (to be) refunded: 'unit_limit', 'duplicate_subscription', … */
  refundReason: string | null;
  refundedAt: string | null;
  attentionReason: string | null;
  /**
   * what the buyer has paid for it in all: the checkout and every installment charged since. A
   * refund gives all of it back, and the admin-only limit is measured against it.
   */
  paidCents: number;
  shippingAddress: ShippingAddress | null;
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
  createdAt: string;
  paidAt: string | null;
  updatedAt: string;
}

export const INSTALLMENT_STATUSES = [
  'scheduled',
  'processing',
  'action_required',
  'paid',
  'failed',
  'canceled',
  'resolved',
] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

/** GET /api/concierge/installments?status=&q= (q: the order's email or id) */
export interface ConciergeInstallment {
  id: number;
  orderId: string;
  email: string | null;
  dueOn: string;
  amountCents: number;
  status: InstallmentStatus;
  attempts: number;
  nextAttemptAt: string;
  /** Stripe's reason for the last failure */
  lastError: string | null;
  resolvedAt: string | null;
  resolutionNote: string | null;
}

/** GET /api/concierge/members?q=&membershipStatus= (never a password hash or document form) */
export interface ConciergeMember {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  role: UserRole;
  membershipStatus: MembershipStatus;
  emailVerified: boolean;
  bookingCount: number;
  orderCount: number;
  createdAt: string;
}

/** GET /api/concierge/today: what waits; each count links to its filtered list. */
export interface ConciergeToday {
  newBookings: number;
  quotedBookings: number;
  newWaitlist: number;
  unansweredMessages: number;
  unansweredConsultations: number;
  /** members' conversations whose last words staff have not read (issue 38) */
  unreadThreads: number;
  unshippedOrders: number;
  flaggedOrders: number;
  failedInstallments: number;
}

const id = (x: string | number) => encodeURIComponent(String(x));

/** The console's calls beyond bookings and the audit log (those are in api.ts's API). */
export const CONCIERGE_API = {
  today: '/api/concierge/today',
  waitlist: '/api/concierge/waitlist',
  /** POST: mails a registration link (single use, 14 days), marks the application invited */
  waitlistInvite: (entry: number) => `/api/concierge/waitlist/${id(entry)}/invite`,
  /** POST {note, expectedUpdatedAt}: marks the application contacted */
  waitlistContacted: (entry: number) => `/api/concierge/waitlist/${id(entry)}/contacted`,
  messages: '/api/concierge/messages',
  message: (m: number) => `/api/concierge/messages/${id(m)}`,
  /** POST {body, expectedUpdatedAt}: mails the reply, keeps it with the message */
  messageReply: (m: number) => `/api/concierge/messages/${id(m)}/reply`,
  /** POST {expectedUpdatedAt}: marks the message handled */
  messageHandled: (m: number) => `/api/concierge/messages/${id(m)}/handled`,
  orders: '/api/concierge/orders',
  /** GET: every product's stock per size, read only (ConsoleStockProduct[]) */
  stock: '/api/concierge/stock',
  order: (o: string) => `/api/concierge/orders/${id(o)}`,
  /** POST {carrier, trackingNumber, expectedUpdatedAt} */
  orderShip: (o: string) => `/api/concierge/orders/${id(o)}/ship`,
  /** POST {expectedUpdatedAt}: refunds through the payments gateway */
  orderRefund: (o: string) => `/api/concierge/orders/${id(o)}/refund`,
  installments: '/api/concierge/installments',
  /** POST: charges now, with the scheduler's idempotency rules */
  installmentRetry: (i: number) => `/api/concierge/installments/${id(i)}/retry`,
  /** POST {note}: settled by hand */
  installmentResolve: (i: number) => `/api/concierge/installments/${id(i)}/resolve`,
  members: '/api/concierge/members',
  member: (m: string) => `/api/concierge/members/${id(m)}`,
  /** CSV exports of the lists, with the same filters */
  csv: (list: 'bookings' | 'waitlist' | 'messages' | 'orders') => `/api/concierge/${list}.csv`,
} as const;

/** `code` of the 409s of the waitlist's actions: a stale edit, or an applicant already a member. */
export const WAITLIST_CONFLICT_CODE = 'waitlist_conflict';
export const WAITLIST_REGISTERED_CODE = 'waitlist_registered';

/** A stale edit: the application changed since it was opened; `current` is how it is now. */
export interface WaitlistConflictBody extends ApiErrorBody {
  code: typeof WAITLIST_CONFLICT_CODE;
  current: ConciergeWaitlistEntry;
}

/** `code` of a 409 of the messages' actions: the message changed since it was opened. */
export const MESSAGE_CONFLICT_CODE = 'message_conflict';

export interface MessageConflictBody extends ApiErrorBody {
  code: typeof MESSAGE_CONFLICT_CODE;
  current: ConciergeMessageDetail;
}

/**
 * A refund of more than this (in cents: $1,000) is for an admin; a concierge refunds up to it
 * (docs/decisions/006-console-refunds.md).
 */
export const CONCIERGE_REFUND_LIMIT_CENTS = 100_000;
export const REFUND_OVER_LIMIT_MESSAGE = 'Only an admin can refund more than $1,000.';

/** Orders of goods that travel, for which a shipping address is asked: the book and the shop's. */
export const SHIPPABLE_ORDER_KINDS = ['book', 'product'] as const satisfies readonly OrderKind[];
export const isShippable = (kind: OrderKind) =>
  (SHIPPABLE_ORDER_KINDS as readonly OrderKind[]).includes(kind);

/** `code` of the 409s of the orders' actions: a stale edit, or an action the order cannot take. */
export const ORDER_CONFLICT_CODE = 'order_conflict';
export const ORDER_REFUSED_CODE = 'order_action_refused';

/** A stale edit: the order changed since it was opened; `current` is how it is now. */
export interface OrderConflictBody extends ApiErrorBody {
  code: typeof ORDER_CONFLICT_CODE;
  current: ConciergeOrder;
}

/** `code` of the 409 of an installment's action its state does not allow. */
export const INSTALLMENT_REFUSED_CODE = 'installment_action_refused';

/** GET /api/concierge/members/:id: the member, their bookings and orders, newest first. */
export interface ConciergeMemberDetail {
  member: ConciergeMember;
  bookings: ConciergeBooking[];
  orders: ConciergeOrder[];
}

/** One size of a product as the console sees it: units for sale, held by open checkouts, sold. */
export interface ConsoleStockSize {
  size: string;
  stock: number;
  held: number;
  sold: number;
}

/** GET /api/concierge/stock: the products that keep stock, in the shop's order. */
export interface ConsoleStockProduct {
  id: number;
  name: string;
  limitPerCustomer: number;
  sizes: ConsoleStockSize[];
}
