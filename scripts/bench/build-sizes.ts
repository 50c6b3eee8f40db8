/** Section 1: what the build ships — JS and CSS sizes, the first screen's JS, the precache. */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { heading, kib, row } from './stats';

interface Size {
  raw: number;
  gzip: number;
}

const sizeOf = (file: string): Size => {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const sum = (sizes: Size[]): Size =>
  sizes.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
const show = (s: Size) => `${kib(s.raw)} raw, ${kib(s.gzip)} gzip`;

/** Bytes on the wire for a browser: the build's .br sibling when there is one (see precompress). */
const transferred = (file: string) =>
  existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
const sumTransferred = (files: string[]) => files.reduce((t, f) => t + transferred(f), 0);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * What a page loads before it is hydrated: index.html's stylesheet, scripts and modulepreloads, the
 * app's boot chunk the small entry imports after the first frame (with the deps Vite lists for it
 * in __vite__mapDeps), and every static import of those, without the route's own chunk.
 */
function initialAssets(dist: string): { js: string[]; css: string[] } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const src = attr(tag, 'src') ?? attr(tag, 'href');
    if (!src?.startsWith('/')) continue;
    if (tag.startsWith('<script') || /rel="modulepreload"/.test(tag)) js.add(src);
    else if (/rel="stylesheet"/.test(tag)) css.add(src);
  }
  const entries = [...js];
  for (const entry of entries) {
    const file = join(dist, entry);
    if (!existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    const deps = /m\.f=(\[[^\]]*\])/.exec(code)?.[1];
    if (deps) for (const dep of JSON.parse(deps) as string[]) js.add(`/${dep}`);
  }
  for (const url of js) {
    const file = join(dist, url);
    if (!existsSync(file)) continue;
    // Set iteration visits what is added meanwhile: the static import graph, breadth first.
    for (const [, dep] of readFileSync(file, 'utf8').matchAll(
      /(?:from|import)\s*"\.\/([^"]+\.js)"/g,
    )) {
      js.add(`/assets/${dep}`);
    }
  }
  const local = (urls: Set<string>) =>
    [...urls].map((u) => join(dist, u)).filter((f) => existsSync(f));
  return { js: local(js), css: local(css) };
}

/** The URLs vite-plugin-pwa injected into sw.js (self.__WB_MANIFEST), minified or not. */
function precacheUrls(dist: string): string[] | null {
  const sw = join(dist, 'sw.js');
  if (!existsSync(sw)) return null;
  const text = readFileSync(sw, 'utf8');
  return [...text.matchAll(/["']?url["']?\s*:\s*["'`]([^"'`]+)["'`]/g)].map((m) => m[1]!);
}

export function benchBuild(dist = process.env.BENCH_DIST ?? 'dist'): void {
  heading(`Build output (${dist}/)`);
  if (!existsSync(join(dist, 'index.html'))) {
    row('skipped', 'no build found: run `npm run build`, then `npm run bench` again');
    return;
  }
  const assets = filesUnder(join(dist, 'assets'));
  const js = assets.filter((f) => f.endsWith('.js')).map((f) => ({ f, ...sizeOf(f) }));
  const css = assets.filter((f) => f.endsWith('.css')).map((f) => ({ f, ...sizeOf(f) }));
  row(`JavaScript (${js.length} files)`, show(sum(js)));
  row(`CSS (${css.length} files)`, show(sum(css)));
  const largest = [...js].sort((a, b) => b.raw - a.raw)[0];
  if (largest) row('largest chunk', `${largest.f.slice(dist.length + 1)}: ${show(largest)}`);

  const initial = initialAssets(dist);
  row(`JS before hydration (${initial.js.length} files)`, show(sum(initial.js.map(sizeOf))));
  row(`CSS before first paint (${initial.css.length} files)`, show(sum(initial.css.map(sizeOf))));
  row('JS before hydration, transferred', `${kib(sumTransferred(initial.js))} (br where built)`);

  const urls = precacheUrls(dist);
  if (!urls) {
    row('precache', 'dist/sw.js not found');
    return;
  }
  const unique = [...new Set(urls)];
  const files = unique.map((u) => join(dist, u.replace(/^\//, ''))).filter((f) => existsSync(f));
  const bytes = files.reduce((total, f) => total + statSync(f).size, 0);
  row('precache manifest', `${urls.length} entries (${unique.length} URLs), ${kib(bytes)}`);
  row('precache as transferred', `${kib(sumTransferred(files))} (br where built)`);
}
