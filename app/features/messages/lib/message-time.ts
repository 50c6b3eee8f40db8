/**
 * When a message was written, in the member's own locale and zone: the time alone today ("14:05"),
 * the day and time before ("3 Nov, 14:05"), the year added when it is not this one.
 */
const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const dayYear = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

export function messageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (sameDay(date, now)) return clock.format(date);
  const dayPart = (date.getFullYear() === now.getFullYear() ? day : dayYear).format(date);
  return `${dayPart}, ${clock.format(date)}`;
}
