import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Itinerary, ItineraryFlightView, ItineraryItemView } from '@shared/itinerary-api';
import { ItineraryUpdateSchema } from '@shared/schemas/itinerary';
import {
  blankItem,
  draftOf,
  formValuesOf,
  placeIssues,
  transferZone,
} from '@app/features/concierge/lib/itinerary-form';

const UID = '7d1f0c1e-2b1a-4c55-9f0e-1a2b3c4d5e6f';

const moment = (local: string, timeZone: string, zone: string) => ({
  local,
  timeZone,
  zone,
  instant: '2027-03-01T14:00:00.000Z',
});
const airport = (code: string, name: string, timeZone: string) => ({
  code,
  iata: null,
  icao: code,
  name,
  shortName: name,
  timeZone,
});

const flight: ItineraryFlightView = {
  uid: UID,
  sequence: 2,
  kind: 'flight',
  from: 'KTEB',
  to: 'LFMN',
  departs: '2027-03-01T09:00',
  arrives: '2027-03-01T22:10',
  tailNumber: 'N750AU',
  departure: {
    ...moment('2027-03-01T09:00', 'America/New_York', 'EST'),
    airport: airport('KTEB', 'Teterboro', 'America/New_York'),
  },
  arrival: {
    ...moment('2027-03-01T22:10', 'Europe/Paris', 'CET'),
    airport: airport('LFMN', 'Nice', 'Europe/Paris'),
  },
};
const note: ItineraryItemView = {
  uid: 'b6c1b0a2-0f55-4a43-9d4e-0c7a1e2f3a4b',
  sequence: 0,
  kind: 'note',
  text: 'Bring a coat',
};

describe('the itinerary form', () => {
  it('edits a saved item with its uid kept, blanks as empty text, and none of what the server resolved', () => {
    expect(draftOf(flight)).toEqual({
      uid: UID,
      kind: 'flight',
      from: 'KTEB',
      to: 'LFMN',
      departs: '2027-03-01T09:00',
      arrives: '2027-03-01T22:10',
      fbo: '',
      aircraft: '',
      tailNumber: 'N750AU',
      captain: '',
      passengers: '',
    });
  });

  it('gives back what the endpoint accepts: the uid sent back, blanks left out, the version it began from', () => {
    const itinerary: Itinerary = {
      bookingId: 'b1',
      items: [flight, note],
      updatedAt: '2026-11-28T10:00:00.000Z',
    };
    const values = formValuesOf(itinerary);
    const parsed = v.parse(ItineraryUpdateSchema, values);
    expect(parsed.expectedUpdatedAt).toBe('2026-11-28T10:00:00.000Z');
    expect(parsed.items[0]).toEqual({
      uid: UID,
      kind: 'flight',
      from: 'KTEB',
      to: 'LFMN',
      departs: '2027-03-01T09:00',
      arrives: '2027-03-01T22:10',
      tailNumber: 'N750AU',
    });
    expect(parsed.items[1]).toEqual({ uid: note.uid, kind: 'note', text: 'Bring a coat' });
  });

  it('starts a new item with no uid and every field of its kind empty; a transfer in the zone given', () => {
    expect(blankItem('stay', 'UTC')).toEqual({
      kind: 'stay',
      name: '',
      address: '',
      checkIn: '',
      checkOut: '',
      confirmation: '',
    });
    expect(blankItem('transfer', 'Europe/Paris')).toMatchObject({
      kind: 'transfer',
      timeZone: 'Europe/Paris',
      at: '',
    });
    expect(blankItem('note', 'UTC')).toEqual({ kind: 'note', text: '' });
  });

  it('starts a transfer in the zone of the transfer before it, or of the airport the flight before it lands at', () => {
    const landing = [draftOf(flight)];
    expect(transferZone(landing, [flight], 'America/Chicago')).toBe('Europe/Paris');
    const afterTransfer = [draftOf(flight), blankItem('transfer', 'Asia/Tokyo')];
    expect(transferZone(afterTransfer, [flight], 'America/Chicago')).toBe('Asia/Tokyo');
    // A flight not saved yet: its airport's zone is not known here.
    expect(transferZone([blankItem('flight', 'UTC')], [], 'America/Chicago')).toBe(
      'America/Chicago',
    );
  });
});

describe('placeIssues', () => {
  const items = [{ kind: 'flight' as const }, { kind: 'stay' as const }];

  it('puts an item field issue beside its field', () => {
    const placed = placeIssues(
      {
        'items.0.to': 'Item 1 (flight KTEB → QQQQ): Unknown airport code QQQQ',
        'items.1.checkOut': 'Item 2 (stay): Check-out is before check-in',
      },
      items,
    );
    expect(placed.fields).toEqual([
      { path: 'items.0.to', message: 'Item 1 (flight KTEB → QQQQ): Unknown airport code QQQQ' },
      { path: 'items.1.checkOut', message: 'Item 2 (stay): Check-out is before check-in' },
    ]);
    expect(placed.items).toEqual({});
    expect(placed.general).toEqual([]);
  });

  it('keeps what no field shows on its item, and the rest for the form', () => {
    const placed = placeIssues(
      {
        'items.1.uid': 'Item 2 (stay): This item is not in the itinerary any more',
        'items.0': 'Item 1: Kind must be flight, stay, transfer or note',
        'items.0.text': 'Item 1 (flight): not a flight field',
        'items.7.to': 'Item 8: out of the list',
        expectedUpdatedAt: 'expectedUpdatedAt is required',
      },
      items,
    );
    expect(placed.fields).toEqual([]);
    expect(placed.items).toEqual({
      1: 'Item 2 (stay): This item is not in the itinerary any more',
      0: 'Item 1: Kind must be flight, stay, transfer or note',
    });
    expect(placed.general).toEqual(['Item 8: out of the list', 'expectedUpdatedAt is required']);
  });
});
