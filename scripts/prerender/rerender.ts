/**
 * Renders the pre-rendered pages again from the live catalogue, in a process of its own so the
 * server's requests never wait on React: `node --import tsx scripts/prerender/rerender.ts <ssr
 * entry .js> <build dir> <public origin> <screens.json>`, the catalogue as JSON on stdin (the
 * server reads it through its own API, shared/prerender-catalog.ts). Spawned by
 * api/web/page-rerender.ts after a catalogue change and once at start.
 *
 * Writes only the pages whose HTML changed, each with its service-worker fragment (split by the
 * build's shared parts, so the installed workers of this build can put it back together) and the
 * compressed siblings of both, every file by rename so no reader sees half of one. Prints
 * `{"changed":["/home",…]}`; on any error it writes nothing more and exits 1, so the last good
 * pages stay.
 */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageFragmentFile, SHARED_PARTS_FILE, splitPage } from '../../shared/page-parts';
import { prerenderedFile } from '../../shared/public-routes';
import type { PrerenderCatalog } from '../../shared/prerender-catalog';
import { precompressFile } from '../vite-plugins/precompress';
import type { ScreenChunk } from './page-html';
import { renderPages, type PageRenderer } from './render-pages';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const readIfThere = (file: string) => readFile(file, 'utf8').catch(() => undefined);

/** Writes `text` and its .br/.gz siblings, each through a temporary file and a rename. */
async function replaceFile(file: string, text: string): Promise<void> {
  const staging = `${file}.rerender`;
  await writeFile(staging, text);
  await rm(`${staging}.br`, { force: true });
  await rm(`${staging}.gz`, { force: true });
  await precompressFile(staging);
  for (const suffix of ['.br', '.gz']) {
    // A page that no longer compresses smaller must not keep its old sibling.
    await rename(`${staging}${suffix}`, `${file}${suffix}`).catch(() =>
      rm(`${file}${suffix}`, { force: true }),
    );
  }
  await rename(staging, file);
}

async function main(): Promise<void> {
  const [entry, outDir, origin, screensFile] = process.argv.slice(2);
  if (!entry || !outDir || !origin || !screensFile)
    throw new Error('usage: rerender.ts <ssr entry> <build dir> <origin> <screens.json>');
  const [catalog, template, renderer, screens, parts] = await Promise.all([
    readStdin().then((text) => JSON.parse(text) as PrerenderCatalog),
    readFile(join(outDir, 'index.html'), 'utf8'),
    import(pathToFileURL(entry).href) as Promise<PageRenderer>,
    readFile(screensFile, 'utf8').then((text) => JSON.parse(text) as Record<string, ScreenChunk>),
    readFile(join(outDir, SHARED_PARTS_FILE), 'utf8').then((text) => JSON.parse(text) as string[]),
  ]);
  const pages = await renderPages({ renderer, template, screens, origin, catalog });
  const changed: string[] = [];
  for (const [route, html] of pages) {
    const file = join(outDir, prerenderedFile(route));
    if ((await readIfThere(file)) === html) continue;
    await replaceFile(join(outDir, pageFragmentFile(route)), splitPage(html, parts));
    await replaceFile(file, html);
    changed.push(route);
  }
  process.stdout.write(JSON.stringify({ changed }));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
