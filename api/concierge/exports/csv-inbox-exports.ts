/**
 * What the waitlist and the inbox export as CSV (csv-stream.ts writes it): the columns, and a
 * keyset reader with the same filters as their lists (waitlist-list.ts, message-list.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ConciergeMessageQuery } from '@shared/schemas/concierge-messages';
import type { ConciergeWaitlistQuery } from '@shared/schemas/concierge-waitlist';
import { contactMessages, waitlist } from '../../db/schema/forms';
import { afterKeyset, field, newestFirstSql, type CsvExport } from './csv-stream';
import { containsText } from '../../db/text-search';

type WaitlistRow = typeof waitlist.$inferSelect;

/** The same filters as the waitlist list (waitlist-list.ts): status, and name or email. */
export const WAITLIST_CSV: CsvExport<WaitlistRow, ConciergeWaitlistQuery> = {
  columns: [
    field('Application', 'id'),
    field('Created', 'createdAt'),
    field('Status', 'status'),
    field('First name', 'firstName'),
    field('Last name', 'lastName'),
    field('Email', 'email'),
    field('Phone', 'phoneNumber'),
    field('Interests', 'interests'),
    field('Staff note', 'staffNote'),
    field('Invited', 'invitedAt'),
    field('Contacted', 'contactedAt'),
  ],
  reader:
    (db, { status, q }) =>
    (after, limit) =>
      db
        .select()
        .from(waitlist)
        .where(
          and(
            status === undefined ? undefined : eq(waitlist.status, status),
            containsText(q, [
              sql`${waitlist.firstName} || ' ' || ${waitlist.lastName}`,
              waitlist.email,
            ]),
            afterKeyset(waitlist, waitlist.createdAt, after),
          ),
        )
        .orderBy(...newestFirstSql(waitlist, waitlist.createdAt))
        .limit(limit)
        .all()
        .map((row) => ({ ...row, rowid: row.id })),
};

type MessageRow = typeof contactMessages.$inferSelect;

/** The same filters as the inbox (message-list.ts): kind, status, and name, email or subject. */
export const MESSAGES_CSV: CsvExport<MessageRow, ConciergeMessageQuery> = {
  columns: [
    field('Message', 'id'),
    field('Created', 'createdAt'),
    field('Kind', 'kind'),
    field('Status', 'status'),
    field('Name', 'name'),
    field('Email', 'email'),
    field('Phone', 'phoneNumber'),
    field('Subject', 'subject'),
    field('Type', 'type'),
    field('Message', 'message'),
    { header: 'Call type', value: (m) => m.details?.callType ?? null },
    { header: 'Preferred date', value: (m) => m.details?.preferredDate ?? null },
    { header: 'Preferred time', value: (m) => m.details?.preferredTime ?? null },
    { header: 'Topic', value: (m) => m.details?.topic ?? null },
    { header: 'Apple ID', value: (m) => m.details?.appleId ?? null },
    field('Handled', 'handledAt'),
  ],
  reader:
    (db, { kind, status, q }) =>
    (after, limit) =>
      db
        .select()
        .from(contactMessages)
        .where(
          and(
            kind === undefined ? undefined : eq(contactMessages.kind, kind),
            status === undefined ? undefined : eq(contactMessages.status, status),
            containsText(q, [contactMessages.name, contactMessages.email, contactMessages.subject]),
            afterKeyset(contactMessages, contactMessages.createdAt, after),
          ),
        )
        .orderBy(...newestFirstSql(contactMessages, contactMessages.createdAt))
        .limit(limit)
        .all()
        .map((row) => ({ ...row, rowid: row.id })),
};
