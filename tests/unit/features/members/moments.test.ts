import { describe, expect, it } from 'vitest';
import { dateLabel, dayLabel, momentLabel } from '@app/features/members/lib/moments';

// The member's locale is the runtime's: assert what holds in every locale.
const at = '2026-11-03T14:05:00.000Z';
const sameYear = new Date('2026-12-01T00:00:00Z');
const nextYear = new Date('2027-02-01T00:00:00Z');

describe("the dashboard's moments, in the member's locale", () => {
  it('leaves out this year, and names another', () => {
    expect(momentLabel(at, sameYear)).not.toContain('2026');
    expect(momentLabel(at, nextYear)).toContain('2026');
    expect(dayLabel(at, sameYear)).not.toContain('2026');
    expect(dayLabel(at, nextYear)).toContain('2026');
    expect(dateLabel(at)).toContain('2026');
  });

  it('gives the time of day with the day', () => {
    const day = dayLabel(at, sameYear);
    expect(momentLabel(at, sameYear).startsWith(`${day}, `)).toBe(true);
    expect(momentLabel(at, sameYear)).toMatch(/\d{1,2}:05/);
  });

  it('shows text that is not a time as it is, rather than "Invalid Date"', () => {
    expect(momentLabel('soon')).toBe('soon');
    expect(dayLabel('soon')).toBe('soon');
  });
});
