/** A valid body for each public write, for tests that need one of each (limits, fuzzing). */
import { uuidV5 } from '@api/catalog/seed-data/stable-id';
import { API } from '@shared/api';

/** Dates fit the test clock's default start, 2025-09-20. */
export const PUBLIC_WRITES = {
  [API.waitlist]: {
    firstName: 'Amelia',
    lastName: 'Hart',
    email: 'amelia@example.com',
    phoneNumber: '+1 555 010 2030',
  },
  [API.newsletter]: { email: 'reader@example.com' },
  [API.contact]: {
    name: 'Amelia Hart',
    email: 'amelia@example.com',
    subject: 'Aspen in winter',
    type: 'booking',
    message: 'Could you hold a chalet for us?',
  },
  [API.bookings]: {
    destinationId: uuidV5('destination:aspen'),
    jetId: 'global-7500',
    guestName: 'Amelia Hart',
    guestEmail: 'amelia@example.com',
    guestPhone: '+1 555 010 2030',
    departureDate: '2025-10-01',
    returnDate: '2025-10-08',
    guests: 2,
    specialRequests: 'Window seats, please.',
  },
  [API.consultations]: {
    id: '7d2c1f0e-4b5a-4c3d-9e8f-0a1b2c3d4e5f',
    callType: 'zoom',
    preferredDate: '2025-10-01',
    preferredTime: '10:00 AM',
    topic: 'Travel & Destination Planning',
    message: 'A winter week in Aspen for two.',
    phoneNumber: '+1 555 010 2030',
    appleId: '',
  },
} as const satisfies Record<string, Record<string, unknown>>;

export const PUBLIC_WRITE_PATHS = Object.keys(PUBLIC_WRITES) as (keyof typeof PUBLIC_WRITES)[];
