/**
 * The next updatedAt of a row: now, or 1 ms after the previous value when the clock has not moved
 * past it, so every save gives a version the conflict check can tell apart.
 */
export function nextUpdatedAt(previous: string, now: Date): string {
  return new Date(Math.max(now.getTime(), Date.parse(previous) + 1)).toISOString();
}
