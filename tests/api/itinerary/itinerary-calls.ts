/** The itinerary's calls and a sample trip, for the tests beside this file. */
import { ITINERARY_API, type Itinerary } from '@shared/itinerary-api';
import type { ItineraryItemInput } from '@shared/schemas/itinerary';
import { TEST_ORIGIN, withCookie, type TestApp } from '../../helpers/api';
import type { Answer } from '../../helpers/console-calls';
import type { Person } from '../../helpers/staff';

/** Teterboro to Nice, a stay, the car at arrival and a note: one of each kind. */
export const FLIGHT = {
  kind: 'flight',
  from: 'KTEB',
  to: 'LFMN',
  departs: '2027-03-01T09:00',
  arrives: '2027-03-01T22:10',
  fbo: 'Signature Flight Support',
  aircraft: 'Global 7500',
  tailNumber: 'N750AU',
  captain: 'Capt. Rivera',
  passengers: 'Amelia Hart, Jonas Hart',
} as const satisfies ItineraryItemInput;
export const STAY = {
  kind: 'stay',
  name: 'Hôtel du Cap-Eden-Roc',
  address: 'Boulevard JF Kennedy, Antibes',
  checkIn: '2027-03-01',
  checkOut: '2027-03-08',
  confirmation: 'EDR-4471',
} as const satisfies ItineraryItemInput;
export const TRANSFER = {
  kind: 'transfer',
  at: '2027-03-01T22:30',
  timeZone: 'Europe/Paris',
  from: 'Nice Côte d’Azur, FBO',
  to: 'Hôtel du Cap-Eden-Roc',
  driver: 'Marc',
  phone: '+33 6 12 34 56 78',
} as const satisfies ItineraryItemInput;
export const NOTE = { kind: 'note', text: 'Dinner at 21:00 on arrival day.' } as const;
export const TRIP = [FLIGHT, STAY, TRANSFER, NOTE];

export async function putItinerary(
  t: TestApp,
  bookingId: string,
  body: unknown,
  as: Pick<Person, 'cookie'> | undefined,
  headers: Record<string, string> = {},
): Promise<Answer<Itinerary & { message?: string; issues?: Record<string, string> }>> {
  const res = await t.request(ITINERARY_API.concierge(bookingId), {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: {
      'Content-Type': 'application/json',
      Origin: TEST_ORIGIN,
      ...withCookie(as?.cookie).headers,
      ...headers,
    },
  });
  return { status: res.status, body: (await res.json()) as never };
}

/** The items as the console sends them back after reading them: with their uids. */
export const asSent = (items: Itinerary['items']) =>
  items.map((i) => {
    const {
      sequence: _s,
      departure: _d,
      arrival: _a,
      time: _t,
      ...rest
    } = i as unknown as Record<string, unknown>;
    return rest;
  });
