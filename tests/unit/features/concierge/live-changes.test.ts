import { describe, expect, it } from 'vitest';
import { concerns } from '@app/features/concierge/lib/live-changes';

describe('concerns', () => {
  it('reloads a screen for the kinds it shows, and not for others', () => {
    expect(concerns('booking,thread', ['thread'])).toBe(true);
    expect(concerns('booking', ['thread'])).toBe(false);
    expect(concerns('order,profile', ['thread'])).toBe(false);
  });

  it('reloads every screen for a poke that names nothing, and a screen that shows everything', () => {
    expect(concerns('', ['thread'])).toBe(true);
    expect(concerns('booking', undefined)).toBe(true);
  });
});
