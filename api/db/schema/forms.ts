/** What the public forms store: waitlist applications and their invitations, newsletter signups, contact messages and consultation requests (api/forms). */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import {
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  WAITLIST_STATUSES,
  type ConsultationDetails,
} from '@shared/concierge-api';
import { createdAt } from './columns';
import { users } from './auth';

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
