import type { BookingListItem, CurrentUser } from '@shared/api';

/** A full member as GET /api/auth/user answers it. */
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
