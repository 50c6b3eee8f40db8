/**
 * Wall-clock times at a place and the instants they name, with the platform's time zone
 * database (Intl): an itinerary's times are written as people read them where they are.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in milliseconds (Paris in winter: +3 600 000). */
function offsetAt(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const wall = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a local time (`2027-03-01T09:00`) names in a zone. Two passes find the offset in
 * force at that moment rather than at the naive guess, which differ around a change of offset.
 * A time repeated in autumn is its first occurrence; one skipped in spring is read with the
 * offset before the change (02:30 becomes 03:30), as calendar apps read it.
 */
export function zonedInstant(local: string, timeZone: string): Date {
  const [date, time] = local.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = asUtc - offsetAt(first, timeZone);
  // Only a skipped time fails to read back as itself at the second offset.
  return new Date(second + offsetAt(second, timeZone) === asUtc ? second : first);
}

/**
 * The zone's short name at an instant, as travellers read it: EST, CET, or GMT+4 where no
 * abbreviation is in common use. US English names American zones; British English European ones.
 */
export function zoneName(instant: Date, timeZone: string): string {
  const name = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  const us = name('en-US');
  if (!/^GMT[+-]/.test(us)) return us;
  const gb = name('en-GB');
  return /^(GMT|UTC)[+-]/.test(gb) ? us : gb;
}

/** The wall-clock fields of an instant in a zone. */
export function wallParts(instant: Date, timeZone: string) {
  const ms = instant.getTime();
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offsetAt(ms, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}
