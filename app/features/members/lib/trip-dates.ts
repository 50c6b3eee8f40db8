const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "2027-01-10", "2027-01-15" → "Jan 10 – Jan 15, 2027" (calendar dates, so read in UTC). */
export function tripDates(departure: string, ret: string): string {
  const from = asDate(departure);
  const to = asDate(ret);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${departure} – ${ret}`;
  const sameYear = from.getUTCFullYear() === to.getUTCFullYear();
  return `${(sameYear ? day : dayYear).format(from)} – ${dayYear.format(to)}`;
}

/** "Monday, December 1" style for a consultation's preferred date. */
export function longDay(iso: string): string {
  const date = asDate(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(date);
}
