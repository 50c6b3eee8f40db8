/** Accounts and how they sign in: members, sessions, mailed links, passkeys and WebAuthn challenges (api/auth). */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { MEMBERSHIP_STATUSES, USER_ROLES } from '@shared/api';
import { createdAt, updatedAt } from './columns';
import { destinations } from './catalog';

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
