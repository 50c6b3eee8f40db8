/**
 * Writes the pre-rendered HTML of every public route into a finished client build:
 * `tsx scripts/prerender/run.ts <ssr entry .js> <build dir> <public origin>`. Run by the
 * club:prerender Vite plugin (scripts/vite-plugins/prerender.ts), in its own process because
 * the API (for the catalogue) and the built entry run on Node, outside Vite's config bundle.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from '../../app/entry-prerender';
import type { CatalogSnapshot } from '../../shared/schemas/catalog';
import { prerenderedFile, PUBLIC_ROUTES } from '../../shared/public-routes';
import { catalogThroughApi } from './catalog-through-api';
import { pageHtml } from './page-html';

type RenderPage = (url: string, catalog: CatalogSnapshot) => Promise<RenderedPage>;

async function main(): Promise<void> {
  const [entry, outDir, origin] = process.argv.slice(2);
  if (!entry || !outDir || !origin)
    throw new Error('usage: run.ts <ssr entry> <build dir> <origin>');
  const [catalog, template, mod] = await Promise.all([
    catalogThroughApi(),
    readFile(join(outDir, 'index.html'), 'utf8'),
    import(pathToFileURL(entry).href) as Promise<{ renderPage: RenderPage }>,
  ]);
  // One at a time: the catalogue snapshot the hooks read is module state of the entry.
  for (const route of PUBLIC_ROUTES) {
    const page = await mod.renderPage(new URL(route, origin).href, catalog);
    const file = join(outDir, prerenderedFile(route));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pageHtml(template, page));
  }
  console.log(`pre-rendered ${PUBLIC_ROUTES.length} public routes`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
