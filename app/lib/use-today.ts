/**
 * Today's date for what a page shows from it (the waitlist's daily figure, the footer's year),
 * safe to hydrate: the server and the hydrating render both use the day the page was
 * pre-rendered on, and the visitor's own day follows straight after.
 */
import { useSyncExternalStore } from 'react';
import { localIsoDate } from '@shared/local-date';

let renderedOn: string | undefined;

/** The local day (YYYY-MM-DD) the pre-rendered HTML was made on: set by the entry in use. */
export function setRenderedOn(day: string | undefined): void {
  renderedOn = day;
}

const localToday = () => localIsoDate(new Date());
// The day changes rarely enough that a page reads it again on its next render.
const subscribe = () => () => {};

/** The visitor's local day as YYYY-MM-DD; the pre-render's day while hydrating. */
export function useToday(): string {
  return useSyncExternalStore(subscribe, localToday, () => renderedOn ?? localToday());
}

/** Noon of a YYYY-MM-DD day, in local time: the same calendar day in every time zone offset. */
export const dayAsDate = (day: string) => new Date(`${day}T12:00:00`);
