import type { Db } from '../db/client';

/** What the member's itinerary routes are built from (app.ts). */
export interface ItineraryDeps {
  db: Db;
  /** the club's public address: the calendar's UIDs are made unique with its host */
  publicUrl: string;
}
