/**
 * The member's live data (issue 23): GET /api/sync answers what changed after a cursor, and
 * GET /api/sync/events pokes the open app when something did. Shared by the API and the app.
 */
import type { BookingListItem, CurrentUser, OrderSummary } from './api';
import type { Itinerary } from './itinerary-api';
import type { Consultation } from './schemas/consultation';
import type { ThreadDetail } from './threads-api';

export const SYNC_API = {
  /** ?since=CURSOR; without one, a full snapshot */
  pull: '/api/sync',
  /** Server-Sent Events: `change` (no data but its version as the id), and heartbeats */
  events: '/api/sync/events',
} as const;

/** A consultation request as the member's dashboard shows it, with the club's answer. */
export interface MemberConsultation {
  /** the inbox row's id, as text like every other record's */
  id: string;
  /** the UUID the device that sent it keeps it under; null for requests from before it was kept */
  clientId: string | null;
  callType: Consultation['callType'];
  preferredDate: string;
  preferredTime: Consultation['preferredTime'];
  topic: Consultation['topic'];
  message: string;
  phoneNumber: string;
  appleId: string;
  /** 'new' until the concierge replies or marks it handled */
  status: 'new' | 'replied' | 'handled';
  createdAt: string;
  updatedAt: string;
}

/** The answer of GET /api/sync. */
export interface SyncPull {
  /** where the next pull starts: opaque, and only good for this member */
  cursor: string;
  /**
   * true: everything the member has (no cursor, one too old for the feed's retention, or one
   * that is not theirs); records the app holds that are not in it are gone
   */
  snapshot: boolean;
  /** the member's profile when it changed (always in a snapshot) */
  profile: CurrentUser | null;
  bookings: BookingListItem[];
  orders: OrderSummary[];
  consultations: MemberConsultation[];
  /** conversations with the concierge (issue 38), each with all its messages */
  threads: ThreadDetail[];
  /** the itineraries of the member's trips (issue 38), by booking id; a trip without one has none */
  itineraries: Itinerary[];
  /** tombstones: ids of records deleted, or no longer the member's, since the cursor */
  removed: {
    bookings: string[];
    orders: string[];
    consultations: string[];
    threads: string[];
    /** booking ids whose itinerary is gone */
    itineraries: string[];
  };
}

/** The event of the stream that says the member's data changed: pull. */
export const SYNC_CHANGE_EVENT = 'change';
/**
 * The first event of a stream; its data is the version of the member's latest change, so an app
 * whose copy is older pulls (it missed something while away) and one that is current does not.
 */
export const SYNC_READY_EVENT = 'ready';

/**
 * The feed version a pull's cursor (`c1.<version>.<tag>`, api/sync/sync-cursor.ts) is current
 * to; undefined for none or another shape. Versions are global, so the copy is current when this
 * is at least the member's latest change.
 */
export function cursorVersion(cursor: string | undefined): number | undefined {
  const match = cursor === undefined ? null : /^c1\.(\d{1,15})\./.exec(cursor);
  return match ? Number(match[1]) : undefined;
}
/** The heartbeat. */
export const SYNC_PING_EVENT = 'ping';
/** The last event of a stream whose session ended: the app stops listening. */
export const SYNC_END_EVENT = 'end';
/** Open streams a member may hold at once (one per browser, so a few devices). */
export const SYNC_STREAMS_PER_MEMBER = 10;
/** The stream's heartbeat; the app falls back to polling when it hears nothing for twice that. */
export const SYNC_HEARTBEAT_MS = 25_000;
export const SYNC_SILENCE_MS = 60_000;
export const SYNC_POLL_MS = 30_000;
