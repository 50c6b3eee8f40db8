/** The wire contract between app and api: paths and response shapes not covered by schemas. */
import type { BookingStatus } from './booking-workflow';

export const API = {
  health: '/api/health',
  destinations: '/api/destinations',
  featuredDestinations: '/api/destinations/featured',
  catalogVersion: '/api/catalog/version',
  /** one live destination by id or slug (issue 39); 404 once archived */
  destination: (idOrSlug: string) => `/api/destinations/${encodeURIComponent(idOrSlug)}`,
  jets: '/api/jets',
  products: '/api/products',
  product: (id: number | string) => `/api/products/${id}`,
  waitlist: '/api/waitlist',
  newsletter: '/api/newsletter',
  bookings: '/api/bookings',
  contact: '/api/contact',
  authUser: '/api/auth/user',
  register: '/api/auth/register',
  signIn: '/api/auth/login',
  signOut: '/api/auth/logout',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  /** the mailed confirmation link's token, sent by /verify-email */
  verifyEmail: '/api/auth/verify-email',
  /** a new confirmation link for the signed-in member */
  resendVerification: '/api/auth/resend-verification',
  avatar: '/api/upload/avatar',
  profile: '/api/user/profile',
  selectDestination: '/api/user/select-destination',
  membershipCheckout: '/api/create-checkout-session',
  bookCheckout: '/api/create-book-checkout-session',
  vacationCheckout: '/api/create-vacation-checkout-session',
  productCheckout: '/api/create-product-checkout-session',
  /** where /checkout/success reads whether the payment has been fulfilled */
  checkoutSession: (id: string) => `/api/checkout/sessions/${encodeURIComponent(id)}`,
  /** the local demo checkout (no STRIPE_SECRET_KEY): its line items, Pay and Cancel */
  demoCheckout: (id: string) => `/api/checkout/demo/${encodeURIComponent(id)}`,
  demoCheckoutPay: (id: string) => `/api/checkout/demo/${encodeURIComponent(id)}/pay`,
  demoCheckoutCancel: (id: string) => `/api/checkout/demo/${encodeURIComponent(id)}/cancel`,
  /** the buyer came back by the payment page's cancel link: its session closes now */
  checkoutCancel: '/api/checkout/cancel',
  orders: '/api/orders',
  /** an installment the bank asks the buyer to approve (shared/installment-payment.ts) */
  installmentConfirmation: '/api/installments/confirmation',
  installmentConfirm: '/api/installments/confirm',
  /** where the bank's check sends the buyer back (a navigation, `?payment_intent=`) */
  installmentReturn: '/api/installments/return',
  /** the payment provider's page where a member updates their card (BillingPortalResponse) */
  billingPortal: '/api/membership/billing-portal',
  stripeWebhook: '/api/stripe/webhook',
  /** navigations, not data calls (spec 7): the cart icon and Sign Out */
  login: '/api/login',
  logout: '/api/logout',
  /** the concierge console (issue 22): staff only */
  conciergeBookings: '/api/concierge/bookings',
  conciergeBooking: (id: string) => `/api/concierge/bookings/${encodeURIComponent(id)}`,
  /** admins only */
  conciergeAudit: '/api/concierge/audit',
  /** a consultation request from the wizard, sent by the outbox to the console's inbox */
  consultations: '/api/consultations',
  /** GET: who a waitlist invitation (the mailed registration link) is for, or why it is unusable */
  waitlistInvitation: (token: string) => `/api/waitlist/invitations/${encodeURIComponent(token)}`,
} as const;

/** Body of every non-OK API response. `error` mirrors `message` for clients that read `error`. */
export interface ApiErrorBody {
  message: string;
  error?: string;
  issues?: Record<string, string>;
  code?: string;
}

export interface WaitlistResponse {
  id: number;
  message: string;
}

export interface NewsletterResponse {
  message: string;
}

/** A stored booking (POST /api/bookings answers 201 with it). Money is decimal text: "2670.00". */
export interface BookingResponse {
  id: string;
  destinationId: string;
  jetId: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  /** ISO calendar date, YYYY-MM-DD */
  departureDate: string;
  returnDate: string;
  guests: number;
  hotelPrice: string;
  jetPrice: string;
  totalPrice: string;
  /** 'pending' on creation (spec 4: no other transition is shown) */
  status: string;
  specialRequests: string | null;
  createdAt: string;
}

/**
 * One row of GET /api/bookings: the booking plus the names the member's list displays, and what
 * the concierge last told the guest about it.
 */
export interface BookingListItem extends BookingResponse {
  destinationName: string;
  jetName: string;
  /** decimal text, set when the concierge quotes; null before */
  quotedPrice: string | null;
  /** the note for the guest that came with the last change of status */
  conciergeNote: string | null;
  /** ISO timestamp of the last change of status; null while it is still the first 'pending' */
  statusChangedAt: string | null;
}

export interface ContactResponse {
  id: number;
  message: string;
}

/** POST /api/consultations: the inbox row's id, and spec 4's 'Consultation Booked!'. */
export interface ConsultationResponse {
  id: number;
  message: string;
}

export interface HealthResponse {
  status: 'ok';
  time: string;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Error codes the idempotency middleware sends, so the outbox can tell them from other 409/422s. */
export const IDEMPOTENCY_CODES = {
  inFlight: 'idempotency_in_flight',
  mismatch: 'idempotency_key_reused',
} as const;

/**
 * Everyone who registers is a member; staff roles are given only by `npm run staff` on the server
 * (scripts/staff.ts), never through the app or the API.
 */
export const USER_ROLES = ['member', 'concierge', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const isStaffRole = (role: UserRole) => role !== 'member';

/** What the API's session lookup knows of the member on every request. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** staff land on /concierge after sign-in */
  role: UserRole;
}

/**
 * A member's membership as the dashboard's status panel shows it: 'none' until the membership
 * checkout is paid (the payments issue sets the others from Stripe's subscription events).
 */
export const MEMBERSHIP_STATUSES = ['none', 'active', 'past_due', 'canceled'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/**
 * The signed-in member as GET /api/auth/user, PUT /api/user/profile and sign-in/registration
 * return it; the app keeps it as a snapshot in Dexie. Never the password hash or payment ids.
 */
export interface CurrentUser extends SessionUser {
  phoneNumber: string | null;
  state: string | null;
  companyName: string | null;
  upcomingTrips: string[];
  selectedDestinationId: string | null;
  membershipStatus: MembershipStatus;
  hasCompletedOnboarding: boolean;
  hasUploadedSensitiveInfo: boolean;
  /**
   * Whether the member opened the confirmation link mailed at registration. Until then orders
   * placed with their email while signed out are not shown to them (anyone can type an address).
   */
  emailVerified: boolean;
  createdAt: string;
  /** ISO timestamp of the last change: a profile save sends it back to detect conflicts */
  updatedAt: string;
}

/** POST /api/auth/login and /register answer with the member (spec 7 names first_name, last_name). */
export interface AuthResponse {
  user: CurrentUser & { first_name: string | null; last_name: string | null };
}

/** POST /api/upload/avatar (spec 7). */
export interface AvatarResponse {
  avatarUrl: string;
}

/** POST /api/auth/forgot-password answers this whether or not the account exists. */
export interface MessageResponse {
  message: string;
}

/** The body of a 409 on PUT /api/user/profile: the server's copy changed since the edit began. */
export interface ProfileConflictBody extends ApiErrorBody {
  code: typeof PROFILE_CONFLICT_CODE;
  current: CurrentUser;
}
export const PROFILE_CONFLICT_CODE = 'profile_conflict';
/** 429 bodies carry this code (and a Retry-After header) so forms can say when to try again. */
export const RATE_LIMITED_CODE = 'rate_limited';

/**
 * Why a mailed single-use link (a password reset, an email confirmation) cannot be used: the
 * `code` of its 400, so the page can show the link's state. `token_replaced`: a newer link was
 * sent since, and only the newest one works.
 */
export const LINK_PROBLEM_CODES = [
  'token_invalid',
  'token_used',
  'token_expired',
  'token_replaced',
] as const;
export type LinkProblemCode = (typeof LINK_PROBLEM_CODES)[number];
/** `code` of a 400 from POST /api/auth/reset-password. */
export const RESET_TOKEN_CODES = LINK_PROBLEM_CODES;
export type ResetTokenCode = LinkProblemCode;

/**
 * GET /api/waitlist/invitations/:token: who a usable invitation (the registration link the
 * console mails to a waitlist applicant) is for, so /register can greet them and fill the form.
 * An unusable one is a 400 with a LinkProblemCode.
 */
export interface WaitlistInvitation {
  email: string;
  firstName: string;
  lastName: string;
  /** ISO timestamp */
  expiresAt: string;
}

/** Spec 3 "Checkout session response": every checkout call answers with some of these. */
/** POST /api/checkout/cancel: where the order stands once its session is closed. */
export interface CheckoutCancelResponse {
  status: OrderStatus;
}

export interface CheckoutSessionResponse {
  /** the payment page (Stripe Checkout, or the local demo checkout) */
  url?: string;
  error?: string;
  redirectUrl?: string;
}

export const ORDER_KINDS = ['membership', 'book', 'vacation', 'product'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
/** pending: checkout open; paid: fulfilled; canceled/expired: never paid; refunded later. */
export type OrderStatus = 'pending' | 'paid' | 'canceled' | 'expired' | 'refunded' | 'disputed';

export interface OrderLine {
  name: string;
  quantity: number;
  /** per unit, in cents; negative for a discount (the book's code, the membership's credit) */
  unitAmountCents: number;
  /** e.g. 'per month', 'due today', '4 × on Oct 7, 14, 21, 28' */
  note?: string;
}

/** An order as the member's dashboard and /checkout/success show it. Money in integer cents. */
export interface OrderSummary {
  id: string;
  kind: OrderKind;
  status: OrderStatus;
  description: string;
  lines: OrderLine[];
  /** charged now (the deposit for an installment vacation) */
  amountCents: number;
  currency: 'usd';
  createdAt: string;
  paidAt: string | null;
  /** set when the console marks a shop order shipped (issue 22); null before */
  shippedAt: string | null;
  carrier: string | null;
  trackingNumber: string | null;
}

/** GET /api/checkout/sessions/:id: polled by /checkout/success until the order is fulfilled. */
export interface CheckoutSessionStatus {
  id: string;
  /** 'open' until paid or abandoned; 'complete' once Stripe (or the demo) says paid */
  status: 'open' | 'complete' | 'expired';
  /** true once the fulfilment (webhook or demo Pay) has run */
  fulfilled: boolean;
  order: OrderSummary;
  /**
   * why the club gave the payment back at once ('unit_limit', 'sold_out',
   * 'duplicate_subscription'), so the success page says so; null otherwise
   */
  refundReason: string | null;
  /** where Cancel and "back" lead: the screen the buyer was buying from */
  returnPath: string;
}

/** POST /api/membership/billing-portal: where the member goes to update their card. */
export interface BillingPortalResponse {
  url: string;
}

/** GET /api/checkout/demo/:id: what the local demo checkout page shows (no real charge). */
export interface DemoCheckoutSession {
  id: string;
  mode: 'payment' | 'subscription';
  order: OrderSummary;
  successUrl: string;
  cancelUrl: string;
}

/** Every console list: one page of rows, and how many match in all. */
export interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A booking as the console shows it: what the member sees, plus who booked and its version. */
export interface ConciergeBooking extends BookingListItem {
  status: BookingStatus;
  /** the member who booked while signed in; null for a guest */
  userId: string | null;
  /** the version a PATCH sends back as `expectedUpdatedAt` */
  updatedAt: string;
}

/** The member behind a booking, as the console's booking detail shows them. */
export interface BookingMember {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  membershipStatus: MembershipStatus;
  createdAt: string;
}

/** GET /api/concierge/bookings/:id */
export interface ConciergeBookingDetail {
  booking: ConciergeBooking;
  member: BookingMember | null;
  /** the member's other bookings, newest first (empty for a guest) */
  otherBookings: ConciergeBooking[];
}

/** `code` of the 409s of PATCH /api/concierge/bookings/:id. */
export const BOOKING_CONFLICT_CODE = 'booking_conflict';
export const BOOKING_TRANSITION_CODE = 'booking_transition_refused';

/** A stale edit: the booking changed since the staff member opened it; `current` is how it is now. */
export interface BookingConflictBody extends ApiErrorBody {
  code: typeof BOOKING_CONFLICT_CODE;
  current: ConciergeBooking;
}

/** One entry of GET /api/concierge/audit: a staff write, with the record before and after. */
export interface AuditEntry {
  id: number;
  staffUserId: string;
  /** as it was when they acted */
  staffEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}
