import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ART_RASTER_SETS, shownImage } from '@shared/art-rasters';

describe('shownImage', () => {
  it('shows the AVIF rendition of an illustration', () => {
    expect(shownImage('/images/destinations/amalfi-coast.svg')).toBe(
      '/images/destinations/amalfi-coast.avif',
    );
    expect(shownImage('/images/products/weekender-2.svg')).toBe(
      '/images/products/weekender-2.avif',
    );
  });

  it('leaves every other image as it is', () => {
    for (const src of [
      '/images/brand/logo.svg',
      '/images/book/page-2.svg',
      '/images/jet-page/poster-960.webp',
      '/uploads/avatars/a1.webp',
      'https://example.com/images/destinations/x.svg',
      '/images/destinations/nested/x.svg',
    ]) {
      expect(shownImage(src)).toBe(src);
    }
    expect(shownImage(undefined)).toBeUndefined();
  });
});

describe('the renditions in public/', () => {
  // scripts/art-rasters.ts writes them; a new SVG without one would show nothing.
  it('exist for every illustration a page shows', () => {
    const missing: string[] = [];
    for (const set of ART_RASTER_SETS) {
      const dir = join('public/images', set);
      const svgs = readdirSync(dir).filter((f) => f.endsWith('.svg'));
      expect(svgs.length).toBeGreaterThan(0);
      for (const svg of svgs) {
        const shown = shownImage(`/images/${set}/${svg}`);
        expect(shown).toMatch(/\.avif$/);
        if (!existsSync(join('public', shown))) missing.push(shown);
      }
    }
    expect(missing).toEqual([]);
  });
});
