import type { BookingListItem, CurrentUser, OrderSummary } from '@shared/api';
import type { SyncPull } from '@shared/sync-api';

/** A full member as GET /api/auth/user (and a snapshot's profile) answers it. */
export function member(id: string, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id,
    email: `${id}@x.co`,
    firstName: id.toUpperCase(),
    lastName: 'Byron',
    profileImageUrl: null,
    phoneNumber: '5551234567',
    state: null,
    companyName: null,
    upcomingTrips: [],
    selectedDestinationId: null,
    membershipStatus: 'none',
    hasCompletedOnboarding: false,
    hasUploadedSensitiveInfo: false,
    emailVerified: true,
    role: 'member',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function booking(id: string, destinationName = 'Dubai'): BookingListItem {
  return {
    id,
    destinationId: 'd1',
    jetId: 'j1',
    guestName: 'Ada Byron',
    guestEmail: 'ada@x.co',
    guestPhone: '5551234567',
    departureDate: '2027-01-10',
    returnDate: '2027-01-15',
    guests: 2,
    hotelPrice: '2670.00',
    jetPrice: '27000.00',
    totalPrice: '29670.00',
    status: 'pending',
    specialRequests: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    destinationName,
    jetName: 'Gulfstream G700',
    quotedPrice: null,
    conciergeNote: null,
    statusChangedAt: null,
  };
}

/** The path of GET /api/sync, with or without a cursor. */
export const SYNC_PATH = '/api/sync';
export const isPull = (path: string) => path.split('?')[0] === SYNC_PATH;

/** GET /api/sync's snapshot of everything `user` has. */
export function snapshotOf(
  user: CurrentUser,
  { bookings = [], orders = [] }: { bookings?: BookingListItem[]; orders?: OrderSummary[] } = {},
  cursor = 'c1.1.aaaaaaaaaaaa',
): SyncPull {
  return {
    cursor,
    snapshot: true,
    profile: user,
    bookings,
    orders,
    consultations: [],
    threads: [],
    itineraries: [],
    removed: { bookings: [], orders: [], consultations: [], threads: [], itineraries: [] },
  };
}
