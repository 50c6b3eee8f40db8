/**
 * Builds every generated content asset: npx tsx scripts/content/build.ts
 * Order matters: the posters and the free chapter embed the book cover rendered first.
 */
import { buildBookArt } from './book-art';
import { buildHeroArt } from './hero-art';
import { Studio } from './lib/browser';
import { buildPdfs } from './pdfs';
import { buildPosters } from './poster';

const studio = await Studio.open();
try {
  await buildBookArt(studio);
  await buildHeroArt(studio);
  await buildPosters(studio);
  await buildPdfs(studio);
} finally {
  await studio.close();
}
