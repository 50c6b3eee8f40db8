import { describe, expect, it } from 'vitest';
import { JOINED_TODAY_MAX, JOINED_TODAY_MIN } from '@shared/constants';
import { joinedToday } from '@shared/joined-today';

/** Every calendar day from `start`, `count` of them, at local noon. */
function days(start: Date, count: number): Date[] {
  return Array.from(
    { length: count },
    (_, i) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + i, 12),
  );
}

describe('joinedToday', () => {
  it('stays within 100 and 999 on every day of four years', () => {
    for (const day of days(new Date(2025, 0, 1), 4 * 366)) {
      const n = joinedToday(day);
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(JOINED_TODAY_MIN);
      expect(n).toBeLessThanOrEqual(JOINED_TODAY_MAX);
    }
    expect([JOINED_TODAY_MIN, JOINED_TODAY_MAX]).toEqual([100, 999]);
  });

  it('is the same all day long', () => {
    const morning = new Date(2025, 10, 23, 0, 0, 1);
    const night = new Date(2025, 10, 23, 23, 59, 59);
    expect(joinedToday(night)).toBe(joinedToday(morning));
  });

  it('changes from day to day', () => {
    const values = days(new Date(2026, 2, 1), 30).map(joinedToday);
    expect(new Set(values).size).toBeGreaterThanOrEqual(25);
    // Consecutive days should not creep up or down by one: the figure is spread over the range.
    const spread = Math.max(...values) - Math.min(...values);
    expect(spread).toBeGreaterThan(300);
  });
});
