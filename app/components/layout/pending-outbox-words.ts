import type { OutboxItem, OutboxKind } from '@app/local/db/db';

/** What the pending list needs beyond the items: names looked up in Dexie. */
export interface OutboxNames {
  /** destination id → name, for booking items */
  destinations: ReadonlyMap<string, string>;
}

const text = (body: unknown, field: string): string | undefined => {
  const value = (body as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

const forEmail = (label: string, item: OutboxItem, field = 'email') => {
  const email = text(item.body, field);
  return email ? `${label} for ${email}` : label;
};

const DESCRIBE: Record<OutboxKind, (item: OutboxItem, names: OutboxNames) => string> = {
  booking: (item, names) => {
    const id = text(item.body, 'destinationId');
    const name = id && names.destinations.get(id);
    return name ? `Booking to ${name}` : 'Booking request';
  },
  waitlist: (item) => forEmail('Waitlist request', item),
  newsletter: (item) => forEmail('Newsletter signup', item),
  contact: (item) => {
    const subject = text(item.body, 'subject');
    return subject ? `Message: ${subject}` : 'Contact message';
  },
  giveaway: (item) => forEmail('Giveaway entry', item),
  activation: (item) => forEmail('Getaway activation', item),
  profile: () => 'Profile update',
  'select-destination': () => 'Complimentary destination choice',
  consultation: (item) => {
    const topic = text(item.body, 'topic');
    return topic ? `Consultation: ${topic}` : 'Consultation request';
  },
  thread: (item) => {
    const subject = text(item.body, 'subject');
    return subject ? `Message to the concierge: ${subject}` : 'Message to the concierge';
  },
  'thread-message': () => 'Message to the concierge',
  'thread-read': () => 'Conversation marked as read',
};

/** The item in words: 'Booking to Dubai', 'Waitlist request for ada@example.com'. */
export function describeItem(item: OutboxItem, names: OutboxNames): string {
  return DESCRIBE[item.kind]?.(item, names) ?? 'Saved request';
}

/** Where it stands: 'waiting to send', 'failed: <the server's message>'. */
export function describeState(item: OutboxItem): string {
  switch (item.status) {
    case 'sending':
      return 'sending…';
    case 'failed':
      return item.error ? `failed: ${item.error}` : 'failed';
    case 'auth':
      return 'sign in to send';
    case 'expired':
      return 'not confirmed — send again?';
    case 'sent':
      return 'sent';
    default:
      // A deferral by the server is worth its words; a network error on a waiting item is noise.
      return item.httpStatus !== undefined && item.error
        ? `waiting to send (the server said: ${item.error})`
        : 'waiting to send';
  }
}

/** Needs the user (refused, held for sign-in, or too old to send unasked). */
export const needsUser = (item: OutboxItem): boolean =>
  item.status === 'failed' || item.status === 'auth' || item.status === 'expired';

/** '2 waiting · 1 failed'; only waiting keeps its longer words: '2 waiting to send'. */
export function pillText(items: readonly OutboxItem[]): string {
  const failed = items.filter(needsUser).length;
  const waiting = items.length - failed;
  if (failed === 0) return `${waiting} waiting to send`;
  return waiting === 0 ? `${failed} failed` : `${waiting} waiting · ${failed} failed`;
}
