import { describe, expect, it } from 'vitest';
import type { ItineraryItemView } from '@shared/itinerary-api';
import { itinerarySummary } from '@app/features/members/lib/itinerary-summary';

const moment = (local: string, zone: string) => ({ local, zone, instant: '', timeZone: '' });
const airport = (shortName: string) => ({ shortName }) as never;

const ITEMS = [
  {
    uid: 'a',
    sequence: 0,
    kind: 'flight',
    departure: { ...moment('2027-03-01T09:00', 'EST'), airport: airport('Teterboro') },
    arrival: { ...moment('2027-03-01T22:10', 'CET'), airport: airport('Nice') },
  },
  {
    uid: 'b',
    sequence: 0,
    kind: 'stay',
    name: 'Eden-Roc',
    checkIn: '2027-03-01',
    checkOut: '2027-03-08',
  },
  {
    uid: 'c',
    sequence: 0,
    kind: 'transfer',
    from: 'Nice airport',
    to: 'Eden-Roc',
    time: moment('2027-03-01T22:30', 'CET'),
  },
  { uid: 'd', sequence: 0, kind: 'note', text: 'Dinner at 21:00.' },
] as unknown as ItineraryItemView[];

describe('itinerarySummary (the text a member shares)', () => {
  it('names the trip, then each step in order, in the place’s own time', () => {
    expect(itinerarySummary('Your trip to Nice', ITEMS).split('\n')).toEqual([
      'Your trip to Nice',
      '• Flight Teterboro → Nice, Mon, Mar 1, 2027, departs 09:00 at Teterboro, EST, arrives 22:10 at Nice, CET',
      '• Stay at Eden-Roc, Mon, Mar 1, 2027 to Mon, Mar 8, 2027',
      '• Transfer Nice airport → Eden-Roc, Mon, Mar 1, 2027, 22:30 CET',
      '• Dinner at 21:00.',
    ]);
  });
});
