/**
 * The SQLite schema (spec section 3). Conventions: timestamps are ISO-8601 UTC text
 * (`2025-09-20T12:00:00.000Z`, sorts correctly as text); money in the spec's decimal(10,2)
 * columns is integer cents so no value is ever rounded; booleans are 0/1 integers.
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import {
  MEMBERSHIP_STATUSES,
  ORDER_KINDS,
  USER_ROLES,
  type OrderLine,
  type OrderStatus,
} from '@shared/api';
import { BOOKING_STATUSES } from '@shared/booking-workflow';
import {
  INSTALLMENT_STATUSES,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  WAITLIST_STATUSES,
  type ConsultationDetails,
  type ShippingAddress,
} from '@shared/concierge-api';
import { DESTINATION_CATEGORIES } from '@shared/constants';
import type { VacationCheckout } from '@shared/schemas/checkout';

const nowIso = () => new Date().toISOString();
const createdAt = () => text('created_at').notNull().$defaultFn(nowIso);
const updatedAt = () => text('updated_at').notNull().$defaultFn(nowIso);

export const destinations = sqliteTable(
  'destinations',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    region: text('region').notNull(),
    duration: text('duration').notNull(),
    nights: integer('nights').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    category: text('category', { enum: DESTINATION_CATEGORIES }).notNull(),
    featured: integer('featured').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('destinations_category_idx').on(t.category),
    index('destinations_sort_idx').on(t.sortOrder),
  ],
);

export const privateJets = sqliteTable('private_jets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  capacity: integer('capacity').notNull(),
  range: text('range').notNull(),
  /** decimal(10,2) in the spec: integer cents here, sent as "13500.00" */
  hourlyRateCents: integer('hourly_rate_cents').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const users = sqliteTable(
  'users',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    /** stored lower-cased by the API, so uniqueness is case-insensitive */
    email: text('email').notNull().unique(),
    /** null for accounts from another sign-in provider */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    phoneNumber: text('phone_number'),
    state: text('state'),
    companyName: text('company_name'),
    upcomingTrips: text('upcoming_trips', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    selectedDestinationId: text('selected_destination_id').references(() => destinations.id, {
      onDelete: 'set null',
    }),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    hasCompletedOnboarding: integer('has_completed_onboarding', { mode: 'boolean' })
      .notNull()
      .default(false),
    hasUploadedSensitiveInfo: integer('has_uploaded_sensitive_info', { mode: 'boolean' })
      .notNull()
      .default(false),
    authProvider: text('auth_provider').notNull().default('local'),
    membershipStatus: text('membership_status', { enum: MEMBERSHIP_STATUSES })
      .notNull()
      .default('none'),
    /** `created` (Unix seconds) of the last Stripe subscription event applied: older ones are stale */
    membershipEventAt: integer('membership_event_at'),
    /** null until the member opens the link mailed at registration; guest orders link only after */
    emailVerifiedAt: text('email_verified_at'),
    /** given only by `npm run staff` (scripts/staff.ts) */
    role: text('role', { enum: USER_ROLES }).notNull().default('member'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('users_created_idx').on(t.createdAt)],
);

/**
 * Lucia's session design rather than the spec's connect-style `sid / sess / expire` row:
 * sid -> id (the SHA-256 hex of the cookie token, never the token itself), sess -> user_id
 * (the only thing the JSON blob held that we need), expire -> expires_at (indexed for purges).
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
    /**
     * the last request made with it, written at most once a minute (api/auth/sessions.ts): staff
     * sessions end after 12 idle hours, and members see it in their devices list; null: never
     */
    lastUsedAt: text('last_used_at'),
    /** the browser's User-Agent at sign-in (capped), named as a device in the devices list */
    userAgent: text('user_agent'),
    /**
     * when this session last proved its member's password or passkey (sign-in or re-
     * authentication): sensitive account actions ask for one within 5 minutes (issue 24)
     */
    verifiedAt: text('verified_at'),
  },
  (t) => [
    index('sessions_expires_at_idx').on(t.expiresAt),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const bookings = sqliteTable(
  'bookings',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    destinationId: text('destination_id')
      .notNull()
      .references(() => destinations.id),
    jetId: text('jet_id')
      .notNull()
      .references(() => privateJets.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestName: text('guest_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestPhone: text('guest_phone').notNull(),
    departureDate: text('departure_date').notNull(),
    returnDate: text('return_date').notNull(),
    guests: integer('guests').notNull(),
    /** cents; the spec's default hotel price 2670.00 */
    hotelPriceCents: integer('hotel_price_cents').notNull().default(267000),
    jetPriceCents: integer('jet_price_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    specialRequests: text('special_requests'),
    /** set by the concierge's quote */
    quotedPriceCents: integer('quoted_price_cents'),
    /** the note for the guest that came with the last change of status */
    staffNote: text('staff_note'),
    statusChangedAt: text('status_changed_at'),
    createdAt: createdAt(),
    /**
     * The version a staff edit is based on (PATCH /api/concierge/bookings/:id). The SQL default
     * only serves ALTER TABLE on existing rows, which the migration then sets to created_at.
     */
    updatedAt: text('updated_at').notNull().default('').$defaultFn(nowIso),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId),
    // The console's list: newest first, optionally by status or destination (index rows end in
    // the rowid, which breaks ties in the same order).
    index('bookings_created_at_idx').on(t.createdAt),
    index('bookings_status_created_idx').on(t.status, t.createdAt),
    index('bookings_destination_created_idx').on(t.destinationId, t.createdAt),
    index('bookings_departure_idx').on(t.departureDate),
  ],
);

/**
 * Every staff write, with the record before and after, written in the same transaction as the
 * write (api/concierge/audit-log.ts). Append-only: no code updates or deletes a row, and triggers
 * in the migration refuse it. No foreign key: the staff member's row may change or go, the entry
 * stays, with their email as it was.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    staffUserId: text('staff_user_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: text('before', { mode: 'json' }).$type<unknown>(),
    after: text('after', { mode: 'json' }).$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);

export const products = sqliteTable('products', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** text per the spec, always two decimals: "297.00" */
  price: text('price').notNull(),
  originalPrice: text('original_price'),
  onSale: integer('on_sale', { mode: 'boolean' }).notNull().default(false),
  category: text('category').notNull(),
  image: text('image').notNull(),
  images: text('images', { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const waitlist = sqliteTable(
  'waitlist',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    interests: text('interests').notNull(),
    createdAt: createdAt(),
    /** the console's work on the application (issue 22) */
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('new'),
    staffNote: text('staff_note'),
    invitedAt: text('invited_at'),
    contactedAt: text('contacted_at'),
    /**
     * the version a staff edit is based on; every insert sets it (drizzle sends the SQL default,
     * which only serves ALTER TABLE, before any $defaultFn), the migration set existing rows
     */
    updatedAt: text('updated_at').notNull().default(''),
  },
  (t) => [
    index('waitlist_created_idx').on(t.createdAt),
    index('waitlist_status_created_idx').on(t.status, t.createdAt),
    index('waitlist_email_idx').on(t.email),
  ],
);

/**
 * The registration links the console mails to waitlist applicants: single use, 14 days. Only the
 * SHA-256 of the mailed token is kept, as for reset links.
 */
export const waitlistInvites = sqliteTable(
  'waitlist_invites',
  {
    id: text('id').primaryKey(),
    waitlistId: integer('waitlist_id')
      .notNull()
      .references(() => waitlist.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    /** the account registered with the link */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('waitlist_invites_waitlist_idx').on(t.waitlistId)],
);

export const newsletterSubscribers = sqliteTable('newsletter_subscribers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** stored lower-cased, so a second signup in another case is recognised */
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * The console's inbox: contact messages (spec 7) and consultation requests (the wizard, sent by
 * the app's outbox) in one table, told apart by `kind`.
 */
export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    type: text('type'),
    message: text('message').notNull(),
    createdAt: createdAt(),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull().default('contact'),
    /**
     * the member who sent it while signed in. No foreign key: SQLite's ALTER TABLE cannot add
     * one with ON DELETE, and a plain one would stop an account from being deleted.
     */
    userId: text('user_id'),
    phoneNumber: text('phone_number'),
    /** a consultation request's wizard fields */
    details: text('details', { mode: 'json' }).$type<ConsultationDetails>(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('new'),
    handledAt: text('handled_at'),
    /**
     * the version a staff edit is based on; every insert sets it (drizzle sends the SQL default,
     * which only serves ALTER TABLE, before any $defaultFn), the migration set existing rows
     */
    updatedAt: text('updated_at').notNull().default(''),
    /**
     * the UUID a consultation request is kept under on the member's device, so the change feed
     * can tell that device which of its requests the concierge answered (issue 23)
     */
    clientId: text('client_id').unique(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_status_created_idx').on(t.status, t.createdAt),
    index('contact_messages_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

/** The console's replies to a message, mailed to the sender and kept with the message. */
export const messageReplies = sqliteTable(
  'message_replies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    staffUserId: text('staff_user_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('message_replies_message_idx').on(t.messageId)],
);

/**
 * Mail waiting to be sent (issue 22): written in the same transaction as the action it tells of,
 * sent by a timer with retries, so a slow or failing mail server never blocks a staff action.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** what it tells of, e.g. 'booking_confirmed', for logs and tests */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull(),
    sentAt: text('sent_at'),
    /** set when it will not be tried again */
    failedAt: text('failed_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.sentAt, t.failedAt, t.nextAttemptAt)],
);

/**
 * Idempotency records (DESIGN.md "Exactly once"). A client key is scoped by `scope`
 * (method + path, later + user id), so the primary key is the pair.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['in_flight', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.scope] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Single-use password reset links. Like sessions, only the SHA-256 of the mailed token is kept;
 * `used_at` is set rather than the row deleted, so a second click can be told 'already used'.
 */
export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_tokens_user_idx').on(t.userId),
    index('password_reset_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Single-use links that prove a member reads the address on their account: mailed at registration
 * (and again on request). Only the SHA-256 of the token is kept, as for reset links.
 */
export const emailVerificationTokens = sqliteTable(
  'email_verification_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the address the link was sent to: verifying it says nothing about a later one */
    email: text('email').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

/**
 * Fixed-window hit counters of the rate limiter (middleware/rate-limit.ts), in the database so a
 * restart does not hand an attacker a fresh allowance. `key` includes the limit's name.
 */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: text('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'canceled',
  'expired',
  'refunded',
  'disputed',
] as const satisfies readonly OrderStatus[];

/**
 * One checkout (membership, book, vacation or shop product) and what it was for. Amounts are
 * computed on the server (api/payments/prices.ts); the row is written once the payment provider
 * has given the checkout session, and becomes 'paid' only through api/payments/fulfilment.ts.
 */
export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** lower-cased; null for a signed-out buyer until the payment provider collects it */
    email: text('email'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** charged at checkout (the deposit of an installment vacation), in cents */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: ['usd'] })
      .notNull()
      .default('usd'),
    description: text('description').notNull(),
    lines: text('lines', { mode: 'json' }).$type<OrderLine[]>().notNull(),
    returnPath: text('return_path').notNull(),
    productId: integer('product_id').references(() => products.id),
    size: text('size'),
    quantity: integer('quantity').notNull().default(1),
    /** vacation only: 'full' or 'installment', and who travels (the /confirm form) */
    paymentOption: text('payment_option', { enum: ['full', 'installment'] }),
    customerInfo: text('customer_info', { mode: 'json' }).$type<VacationCheckout['customerInfo']>(),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    paymentIntentId: text('payment_intent_id'),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id'),
    /** why a paid order is (to be) refunded: 'unit_limit', 'duplicate_subscription', 'stripe' */
    refundReason: text('refund_reason'),
    refundId: text('refund_id'),
    refundedAt: text('refunded_at'),
    /** what a person at the club must look at ('authentication_required', 'installment_failed') */
    attentionReason: text('attention_reason'),
    createdAt: createdAt(),
    paidAt: text('paid_at'),
    /** the address the payment provider collected for a shop product */
    shippingAddress: text('shipping_address', { mode: 'json' }).$type<ShippingAddress>(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: text('shipped_at'),
    /**
     * the version a staff edit is based on; every insert sets it (drizzle sends the SQL default,
     * which only serves ALTER TABLE, before any $defaultFn), the migration set existing rows
     */
    updatedAt: text('updated_at').notNull().default(''),
  },
  (t) => [
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_user_idx').on(t.userId),
    index('orders_email_idx').on(t.email),
    index('orders_product_idx').on(t.productId, t.status),
  ],
);

/** Stripe webhook events already handled: a redelivered event id is acknowledged and skipped. */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: text('received_at').notNull(),
});

/**
 * scheduled → processing → paid | failed | action_required (the bank asks the card holder: a link
 * was mailed to confirm it on-session); canceled: the order was refunded, disputed or canceled;
 * resolved: a person at the club settled it by hand (the console's 'Resolve', with a note).
 */
export const SCHEDULED_CHARGE_STATUSES = INSTALLMENT_STATUSES;

/**
 * The later installments of a vacation paid in installments, charged off-session with the card
 * saved at checkout (api/payments/installments.ts; docs/decisions/003-vacation-installments.md).
 */
export const scheduledCharges = sqliteTable(
  'scheduled_charges',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** calendar date, YYYY-MM-DD */
    dueOn: text('due_on').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: SCHEDULED_CHARGE_STATUSES }).notNull().default('scheduled'),
    attempts: integer('attempts').notNull().default(0),
    /** ISO timestamp: the timer charges rows whose time has come */
    nextAttemptAt: text('next_attempt_at').notNull(),
    paymentIntentId: text('payment_intent_id'),
    lastError: text('last_error'),
    /** when the row was last claimed: a 'processing' row older than a run is checked with Stripe */
    claimedAt: text('claimed_at'),
    /** SHA-256 of the token in the mailed 'confirm your payment' link, and when it expires */
    actionTokenHash: text('action_token_hash'),
    actionExpiresAt: text('action_expires_at'),
    resolvedAt: text('resolved_at'),
    resolvedBy: text('resolved_by'),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    index('scheduled_charges_due_idx').on(t.dueOn),
    uniqueIndex('scheduled_charges_order_due_idx').on(t.orderId, t.dueOn),
    index('scheduled_charges_next_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * The change feed of members' own data (issue 23): one row per change, numbered by one counter
 * (the autoincrement `version`), written by triggers (migration 0006) in the transaction of the
 * change itself, whichever code or process made it. `deleted` marks a tombstone: the record is
 * gone, or no longer the member's. GET /api/sync answers a member's rows after a cursor.
 */
export const changeFeed = sqliteTable(
  'change_feed',
  {
    version: integer('version').primaryKey({ autoIncrement: true }),
    userId: text('user_id').notNull(),
    /** 'profile' | 'booking' | 'order' | 'consultation' */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
    changedAt: text('changed_at').notNull(),
  },
  (t) => [
    index('change_feed_user_idx').on(t.userId, t.version),
    index('change_feed_changed_idx').on(t.changedAt),
  ],
);

/**
 * A member's passkeys (issue 24; docs/decisions/008-account-security.md). `id` is the credential
 * id the authenticator chose (base64url); the public key is the COSE key, base64url. `counter` is
 * the authenticator's signature counter: a response whose counter does not grow is refused.
 */
export const passkeys = sqliteTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    /** what the browser said the authenticator speaks ('internal', 'hybrid', 'usb', …) */
    transports: text('transports', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    /** 'singleDevice' | 'multiDevice' (synced), and whether it is backed up */
    deviceType: text('device_type').notNull(),
    backedUp: integer('backed_up', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: text('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges handed out and not yet answered: single use (deleted when answered) and
 * valid 5 minutes. A sign-in's challenge belongs to nobody yet; a registration's or a re-
 * authentication's to the member who asked.
 */
export const webauthnChallenges = sqliteTable(
  'webauthn_challenges',
  {
    /** base64url, as sent in the options */
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'sign-in', 'reauth'] }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * Changes of a member's email (issue 24): a link to the new address (1 hour, single use) makes
 * the change; then a link to the old address can undo it for 7 days. Only the SHA-256 of either
 * token is kept, as for reset links.
 */
export const emailChanges = sqliteTable(
  'email_changes',
  {
    /** SHA-256 (hex) of the token mailed to the new address */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    expiresAt: text('expires_at').notNull(),
    confirmedAt: text('confirmed_at'),
    /** SHA-256 (hex) of the token mailed to the old address once the change is made */
    undoId: text('undo_id').unique(),
    undoExpiresAt: text('undo_expires_at'),
    undoneAt: text('undone_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);
