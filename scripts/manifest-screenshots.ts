/**
 * Takes the manifest's screenshots from the real pages (never drawn by hand), by hand before a
 * release whose look changed: `npm start` in one terminal, then
 * `npx tsx scripts/manifest-screenshots.ts [http://localhost:3000]`. Writes public/screenshots/,
 * which is checked in so the build stays fast.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { MANIFEST_SCREENSHOTS } from './manifest-screenshot-list';

const base = process.argv[2] ?? 'http://localhost:3000';
const OUT_DIR = 'public';

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  mkdirSync(`${OUT_DIR}/screenshots`, { recursive: true });
  for (const shot of MANIFEST_SCREENSHOTS) {
    // A first visit with no worker: what a visitor deciding to install sees, no install offer.
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(new URL(shot.page, base).href, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ animations: 'disabled' });
    await sharp(png).webp({ quality: 80 }).toFile(`${OUT_DIR}${shot.src}`);
    console.log(`${shot.src} (${shot.form_factor}) from ${shot.page}`);
    await context.close();
  }
} finally {
  await browser.close();
}
