/**
 * Writes the pre-rendered HTML of every public (and unlisted) route into a finished client build:
 * `tsx scripts/prerender/run.ts <ssr entry .js> <build dir> <public origin> <screens.json>`
 * (each screen module's chunk, scripts/vite-plugins/prerender.ts). Run by the
 * club:prerender Vite plugin (scripts/vite-plugins/prerender.ts), in its own process because
 * the API (for the catalogue) and the built entry run on Node, outside Vite's config bundle.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { prerenderedFile } from '../../shared/public-routes';
import { joinPage, pageFragmentFile, SHARED_PARTS_FILE, splitPage } from '../../shared/page-parts';
import { catalogThroughApi } from './catalog-through-api';
import type { ScreenChunk } from './page-html';
import { renderPages, type PageRenderer } from './render-pages';
import { sharedParts } from './shared-parts';

async function main(): Promise<void> {
  const [entry, outDir, origin, screensFile] = process.argv.slice(2);
  if (!entry || !outDir || !origin || !screensFile)
    throw new Error('usage: run.ts <ssr entry> <build dir> <origin> <screens.json>');
  const [catalog, template, renderer, screens] = await Promise.all([
    catalogThroughApi(),
    readFile(join(outDir, 'index.html'), 'utf8'),
    import(pathToFileURL(entry).href) as Promise<PageRenderer>,
    readFile(screensFile, 'utf8').then((text) => JSON.parse(text) as Record<string, ScreenChunk>),
  ]);
  const pages = await renderPages({ renderer, template, screens, origin, catalog });
  for (const [route, html] of pages) await writeTo(join(outDir, prerenderedFile(route)), html);
  // The service worker's copies (shared/page-parts.ts), checked to give back each page exactly.
  const parts = sharedParts([...pages.values()]);
  for (const [route, html] of pages) {
    const fragment = splitPage(html, parts);
    if (joinPage(fragment, parts) !== html) {
      throw new Error(`${route}: its fragment and the shared parts do not give the page back`);
    }
    await writeTo(join(outDir, pageFragmentFile(route)), fragment);
  }
  await writeTo(join(outDir, SHARED_PARTS_FILE), JSON.stringify(parts));
  console.log(`pre-rendered ${pages.size} routes (${parts.length} shared parts)`);
}

async function writeTo(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
