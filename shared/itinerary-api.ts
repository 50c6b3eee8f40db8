/**
 * A booking's itinerary (issue 38): the paths, and the items as the member's app and the console
 * read them, each with its server id (`uid`, which the calendar's event keeps), its revision
 * (`sequence`, the event's SEQUENCE) and its places resolved when it was written.
 */
import type { ApiErrorBody } from './api';
import type { FlightItem, NoteItem, StayItem, TransferItem } from './schemas/itinerary';

export const ITINERARY_API = {
  /** GET: the booking's member; `{ items, updatedAt }` */
  itinerary: (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/itinerary`,
  /** GET: the booking's member; the events as iCalendar (RFC 5545) */
  calendar: (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/calendar.ics`,
  /** staff: GET the itinerary with its version; PUT `{ items, expectedUpdatedAt }` */
  concierge: (bookingId: string) =>
    `/api/concierge/bookings/${encodeURIComponent(bookingId)}/itinerary`,
} as const;

/** An airport as the itinerary shows it ("09:00 at Teterboro, EST"). */
export interface ItineraryAirport {
  /** the code as the concierge wrote it (IATA or ICAO) */
  code: string;
  iata: string | null;
  icao: string | null;
  name: string;
  /** the airport's name without "Airport" / "International Airport": "Teterboro" */
  shortName: string;
  /** IANA zone, e.g. America/New_York */
  timeZone: string;
}

/** A local time at a place, with what it is everywhere. */
export interface ItineraryMoment {
  /** as written, local to the place: 2027-03-01T09:00 */
  local: string;
  timeZone: string;
  /** the zone's short name at that moment: EST, CET, GMT+4 */
  zone: string;
  /** the same moment in UTC (ISO 8601) */
  instant: string;
}

interface Stored {
  uid: string;
  /** rises each time the item changes (the calendar event's SEQUENCE) */
  sequence: number;
}

export type ItineraryFlightView = Omit<FlightItem, 'uid'> &
  Stored & {
    departure: ItineraryMoment & { airport: ItineraryAirport };
    arrival: ItineraryMoment & { airport: ItineraryAirport };
  };
export type ItineraryStayView = Omit<StayItem, 'uid'> & Stored;
export type ItineraryTransferView = Omit<TransferItem, 'uid'> & Stored & { time: ItineraryMoment };
export type ItineraryNoteView = Omit<NoteItem, 'uid'> & Stored;

export type ItineraryItemView =
  ItineraryFlightView | ItineraryStayView | ItineraryTransferView | ItineraryNoteView;

/** GET /api/bookings/:id/itinerary, and the PUT's answer: `updatedAt` null before the first. */
export interface Itinerary {
  bookingId: string;
  items: ItineraryItemView[];
  updatedAt: string | null;
}

/** `code` of the PUT's 409: the itinerary changed since the concierge opened it. */
export const ITINERARY_CONFLICT_CODE = 'itinerary_conflict';

export interface ItineraryConflictBody extends ApiErrorBody {
  code: typeof ITINERARY_CONFLICT_CODE;
  current: Itinerary;
}
