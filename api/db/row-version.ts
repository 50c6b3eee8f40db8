/**
 * The next updatedAt of a row: now, or 1 ms after the previous value when the clock has not moved
 * past it, so every save gives a version the conflict check can tell apart. A record with no
 * version yet ('': a booking's first itinerary) gets now.
 */
export function nextUpdatedAt(previous: string, now: Date): string {
  const after = previous === '' ? now.getTime() : Date.parse(previous) + 1;
  return new Date(Math.max(now.getTime(), after)).toISOString();
}
