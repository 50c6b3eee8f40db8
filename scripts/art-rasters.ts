/**
 * Writes the AVIF rendition of each illustration (shared/art-rasters.ts says why pages show those
 * instead of the SVGs): `npx tsx scripts/art-rasters.ts` after adding or changing an SVG in one
 * of ART_RASTER_SETS; `--force` redraws them all. A unit test fails while one is missing.
 * Drawn at twice the SVG's own size and scaled down, so edges and type stay smooth, at the SVG's
 * width: what the cards and split layouts show at up to 2x on a phone.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ART_RASTER_SETS } from '../shared/art-rasters';

const PUBLIC_IMAGES = 'public/images';
// Picked side by side with the SVGs at 800 px: the same skies and edges. 9 KB for a destination
// (its SVG is 3.5 KB brotli'd, 15 KB raw); WebP at quality 80 was 16 KB.
const AVIF = { quality: 40, effort: 6 } as const;

function svgWidth(svg: string): number {
  const width =
    /<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1] ?? /viewBox="[\d.]+ [\d.]+ ([\d.]+)/.exec(svg)?.[1];
  if (!width) throw new Error('an SVG without a width or viewBox');
  return Math.round(Number(width));
}

let written = 0;
for (const set of ART_RASTER_SETS) {
  const dir = join(PUBLIC_IMAGES, set);
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
    const source = join(dir, name);
    const out = source.replace(/\.svg$/, '.avif');
    if (existsSync(out) && !process.argv.includes('--force')) continue;
    const width = svgWidth(readFileSync(source, 'utf8'));
    const info = await sharp(source, { density: 144 }).resize({ width }).avif(AVIF).toFile(out);
    written += 1;
    console.log(`${out}: ${info.width}x${info.height}, ${(info.size / 1024).toFixed(1)} KiB`);
  }
}
console.log(`${written} rendition(s) written`);
