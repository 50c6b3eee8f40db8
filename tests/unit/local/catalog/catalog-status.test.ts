import { describe, expect, it } from 'vitest';
import { catalogStatus } from '@app/local/catalog/catalog-status';

describe('catalogStatus', () => {
  it('is ready with rows, or after a pull that returned none', () => {
    expect(catalogStatus(3, undefined)).toBe('ready');
    expect(catalogStatus(0, { key: 'jets', fetchedAt: 1 })).toBe('ready');
  });

  it('is loading until the first pull answers, unavailable when it failed', () => {
    expect(catalogStatus(0, undefined)).toBe('loading');
    expect(catalogStatus(0, { key: 'jets', fetchedAt: 0, error: 'offline' })).toBe('unavailable');
  });
});
