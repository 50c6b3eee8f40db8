/**
 * Moments the club acted (a booking's last change, an order's payment and shipping) in the
 * member's own locale and time zone: "3 Nov, 14:05" in London, "Nov 3, 2:05 PM" in New York.
 */
const dayMonth = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const dayMonthYear = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
// The locale's own clock: "14:05" or "04:24" in London, "2:05 PM" in New York.
const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

const parse = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};
const sameYear = (date: Date, now: Date) => date.getFullYear() === now.getFullYear();

/** "4 Nov"; the year is added when it is not this one. */
export function dayLabel(iso: string, now = new Date()): string {
  const date = parse(iso);
  if (!date) return iso;
  return (sameYear(date, now) ? dayMonth : dayMonthYear).format(date);
}

/** "4 Nov 2026", always with the year. */
export function dateLabel(iso: string): string {
  const date = parse(iso);
  return date ? dayMonthYear.format(date) : iso;
}

/** "3 Nov, 14:05"; the year is added when it is not this one. */
export function momentLabel(iso: string, now = new Date()): string {
  const date = parse(iso);
  return date ? `${dayLabel(iso, now)}, ${clock.format(date)}` : iso;
}
