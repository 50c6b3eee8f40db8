/** Staff and members with live sessions, and bookings, made directly in the test database. */
import { createSession } from '@api/auth/sessions';
import { bookings, contactMessages, users, waitlist } from '@api/db/schema';
import { uuidV5 } from '@api/catalog/seed-data/stable-id';
import { API, type UserRole } from '@shared/api';
import type { TestApp, TestClock } from './api';
import { PUBLIC_WRITES } from './write-bodies';
import { generateSessionToken } from '@api/lib/secret-tokens';

export const ASPEN = uuidV5('destination:aspen');
export const KYOTO = uuidV5('destination:kyoto');

export interface Person {
  id: string;
  email: string;
  cookie: string;
}

/** An account of the given role, signed in now (staff accounts come only from the CLI). */
export function signedIn(t: TestApp, time: TestClock, role: UserRole, email = `${role}@club.test`) {
  const id = crypto.randomUUID();
  t.db.insert(users).values({ id, email, firstName: role, lastName: 'Test', role }).run();
  const token = generateSessionToken();
  createSession(t.db, token, id, time.now());
  return { id, email, cookie: `session=${token}` } satisfies Person;
}

let serial = 0;

/** A pending booking (the public form's body) created at `createdAt` (default: the clock's now). */
export function insertBooking(
  t: TestApp,
  time: TestClock,
  overrides: Partial<typeof bookings.$inferInsert> = {},
) {
  const at = overrides.createdAt ?? time.now().toISOString();
  const id = overrides.id ?? `booking-${++serial}`;
  t.db
    .insert(bookings)
    .values({
      ...PUBLIC_WRITES[API.bookings],
      id,
      specialRequests: null,
      jetPriceCents: 2700000,
      totalPriceCents: 2967000,
      createdAt: at,
      updatedAt: at,
      ...overrides,
    })
    .run();
  return id;
}

let waitlistSerial = 0;

/** A new waitlist application (the public form's fields) created at the clock's now. */
export function insertWaitlistEntry(
  t: TestApp,
  time: TestClock,
  overrides: Partial<typeof waitlist.$inferInsert> = {},
): number {
  const at = overrides.createdAt ?? time.now().toISOString();
  const n = ++waitlistSerial;
  const { lastInsertRowid } = t.db
    .insert(waitlist)
    .values({
      firstName: 'Celeste',
      lastName: 'Vance',
      email: `applicant${n}@example.com`,
      phoneNumber: '+1 555 867 5309',
      interests: 'waitlist',
      createdAt: at,
      updatedAt: at,
      ...overrides,
    })
    .run();
  return Number(lastInsertRowid);
}

/** A new contact message (or, with `kind: 'consultation'`, a consultation request). */
export function insertMessage(
  t: TestApp,
  time: TestClock,
  overrides: Partial<typeof contactMessages.$inferInsert> = {},
): number {
  const at = overrides.createdAt ?? time.now().toISOString();
  const { lastInsertRowid } = t.db
    .insert(contactMessages)
    .values({
      name: 'Amelia Hart',
      email: 'amelia@example.com',
      subject: 'Private dinner in Kyoto',
      type: 'booking',
      message: 'Could the concierge arrange a kaiseki dinner for four?',
      createdAt: at,
      updatedAt: at,
      ...overrides,
    })
    .run();
  return Number(lastInsertRowid);
}
