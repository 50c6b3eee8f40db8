/**
 * One-off generator (`npx tsx scripts/image-variants.ts`) of the AVIF and WebP variants the LCP
 * images are served in: the / poster at the widths its srcset offers, the /home hero poster at
 * its one size (a video poster takes a single URL). Writes beside the source JPEGs in public/.
 */
import { existsSync } from 'node:fs';
import sharp from 'sharp';

interface Job {
  source: string;
  /** Output path without extension; `{w}` is replaced by the width. */
  out: string;
  widths: number[];
  formats: ('avif' | 'webp')[];
  /** AVIF quality when not the default's */
  avifQuality?: number;
}

const JOBS: Job[] = [
  {
    source: 'public/images/jet-page/poster.jpg',
    out: 'public/images/jet-page/poster-{w}',
    widths: [960, 1920],
    formats: ['avif', 'webp'],
  },
  {
    source: 'public/images/jet-page/poster-mobile.jpg',
    out: 'public/images/jet-page/poster-mobile-{w}',
    widths: [720, 800, 1080],
    formats: ['avif', 'webp'],
    // The phone's LCP on /: at 55 the 800 w file (25 KB) alone kept Lighthouse's LCP at 1.53 s
    // and over. 35 is 14 KB, and side by side with the JPEG at phone size the cover's type and
    // the sky's gradient look the same.
    avifQuality: 35,
  },
  {
    source: 'public/media/hero-poster.jpg',
    out: 'public/media/hero-poster',
    widths: [1600],
    formats: ['webp'],
  },
];

// Qualities picked by eye against the JPEGs: no visible banding in the dusk gradients.
const ENCODE = {
  avif: (img: sharp.Sharp, job: Job) => img.avif({ quality: job.avifQuality ?? 55, effort: 9 }),
  webp: (img: sharp.Sharp) => img.webp({ quality: 78, effort: 6 }),
};

for (const job of JOBS) {
  for (const width of job.widths) {
    for (const format of job.formats) {
      const file = `${job.out.replace('{w}', String(width))}.${format}`;
      if (existsSync(file) && !process.argv.includes('--force')) continue;
      const info = await ENCODE[format](sharp(job.source).resize({ width }), job).toFile(file);
      console.log(`${file}: ${info.width}x${info.height}, ${(info.size / 1024).toFixed(1)} KiB`);
    }
  }
}
