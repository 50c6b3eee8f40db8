/**
 * What the waitlist and the inbox export as CSV (csv-stream.ts writes it): the columns. Their rows
 * are read by the tables' owner, api/forms, with the same filters as its lists.
 */
import type { ConciergeMessage, ConciergeWaitlistEntry } from '@shared/concierge-api';
import type { ConciergeMessageQuery } from '@shared/schemas/concierge-messages';
import type { ConciergeWaitlistQuery } from '@shared/schemas/concierge-waitlist';
import { messageRowsAfter, waitlistRowsAfter } from '../../forms';
import { field, type CsvExport } from './csv-stream';

/** The rows of the console's waitlist, with its filters (api/forms/console-waitlist.ts). */
export const WAITLIST_CSV: CsvExport<ConciergeWaitlistEntry, ConciergeWaitlistQuery> = {
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
  reader: waitlistRowsAfter,
};

/** The rows of the console's inbox, with its filters (api/forms/console-messages.ts). */
export const MESSAGES_CSV: CsvExport<ConciergeMessage, ConciergeMessageQuery> = {
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
  reader: messageRowsAfter,
};
