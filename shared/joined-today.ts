import { JOINED_TODAY_MAX, JOINED_TODAY_MIN } from './constants';

/**
 * The 'joined the waitlist today' figure: stable for a calendar day, different across days,
 * always within [100, 999]. Derived from the local date so every visitor sees the same number.
 */
export function joinedToday(date: Date): number {
  const key = date.getFullYear() * 10_000 + (date.getMonth() + 1) * 100 + date.getDate();
  // A small integer hash (xorshift-multiply) spreads consecutive days across the range.
  let h = key ^ 0x9e3779b9;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  const span = JOINED_TODAY_MAX - JOINED_TODAY_MIN + 1;
  return JOINED_TODAY_MIN + ((h >>> 0) % span);
}
