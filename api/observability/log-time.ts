/**
 * The time on each log line, exactly as pino.stdTimeFunctions.isoTime writes it
 * (`,"time":"2026-11-28T05:12:33.123Z"`), without formatting a Date for every line: the part up
 * to the seconds is built once a second, the milliseconds appended.
 */
let second = Number.NaN;
let upToSeconds = '';

export function isoTime(): string {
  const now = Date.now();
  const ms = now % 1000;
  const start = now - ms;
  if (start !== second) {
    second = start;
    // "2026-11-28T05:12:33." of "2026-11-28T05:12:33.000Z"
    upToSeconds = `,"time":"${new Date(start).toISOString().slice(0, -4)}`;
  }
  return `${upToSeconds}${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z"`;
}
