import { describe, expect, it } from 'vitest';
import { compareNames } from '@app/lib/compare-names';
import { DESTINATIONS } from '../../../api/catalog/seed-data/destinations';

describe('compareNames', () => {
  it('orders the catalogue the way the en locale does', () => {
    const names = DESTINATIONS.map((d) => d.name);
    const byLocale = [...names].sort((a, b) => a.localeCompare(b, 'en'));
    expect([...names].sort(compareNames)).toEqual(byLocale);
    expect([...names].reverse().sort(compareNames)).toEqual(byLocale);
  });

  it('ignores case and keeps equal names together', () => {
    expect(['bali', 'Aspen', 'BORA BORA', 'amalfi'].sort(compareNames)).toEqual([
      'amalfi',
      'Aspen',
      'bali',
      'BORA BORA',
    ]);
    expect(compareNames('Kyoto', 'kyoto')).toBe(0);
  });
});
