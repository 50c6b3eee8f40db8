// Written out rather than with Intl.DateTimeFormat: /booking loads this module, and the first date
// format of a page initialises ICU's calendar and time zones, ~15 ms of a phone's main thread.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2025-12-01" → "Dec 1, 2025"; an empty or malformed value → "—". Read as a calendar date. */
export function formatTravelDate(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return '—';
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '—';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
