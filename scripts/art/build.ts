/**
 * Regenerates every image, icon and the hero video in public/ from the scripts in this folder.
 * Usage: npx tsx scripts/art/build.ts [--no-video] [--sheets]
 */
import { buildBrand } from './brand';
import { buildContactSheets } from './contact-sheets';
import { buildDestinations } from './destinations';
import { buildHero } from './hero';
import { buildHome } from './home';
import { buildJets } from './jets';
import { writtenFiles } from './lib/files';
import { Renderer } from './lib/render';
import { buildProducts } from './products';

const args = new Set(process.argv.slice(2));
const r = await Renderer.open();
try {
  buildDestinations();
  buildJets();
  buildProducts();
  buildHome();
  await buildBrand(r);
  await buildHero(r, !args.has('--no-video'));
  if (args.has('--sheets')) {
    for (const p of await buildContactSheets(r)) console.log(`contact sheet: ${p}`);
  }
} finally {
  await r.close();
}

const files = writtenFiles();
const kb = (b: number): string => `${(b / 1024).toFixed(1)} KB`;
const largest = [...files].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
console.log(
  `${files.length} files written, ${kb(files.reduce((s, f) => s + f.bytes, 0))} (video not counted)`,
);
for (const f of largest) console.log(`  ${kb(f.bytes).padStart(10)}  ${f.path}`);
