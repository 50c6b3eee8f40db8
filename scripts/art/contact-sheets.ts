/** Renders review grids of the generated art to /tmp so a person can judge the set at a glance. */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMain, PUBLIC_DIR } from './lib/files';
import { Renderer } from './lib/render';

interface Sheet {
  name: string;
  files: string[];
  columns: number;
  width: number;
}

const list = (dir: string, ext: string): string[] =>
  readdirSync(join(PUBLIC_DIR, dir))
    .filter((f) => f.endsWith(ext))
    .sort()
    .map((f) => `${dir}/${f}`);

function sheetHtml(s: Sheet): string {
  const cells = s.files
    .map(
      (f) =>
        `<figure><img src="file://${join(PUBLIC_DIR, f)}"><figcaption>${f}</figcaption></figure>`,
    )
    .join('');
  return (
    `<!doctype html><html><head><style>` +
    `body{margin:0;padding:16px;background:#0c0b0a;display:grid;gap:14px;grid-template-columns:repeat(${s.columns},1fr)}` +
    `figure{margin:0}img{width:100%;display:block;background:#2a2520}` +
    `figcaption{font:12px/1.6 sans-serif;color:#d9cbb3}</style></head><body>${cells}</body></html>`
  );
}

export async function buildContactSheets(r: Renderer, outDir = '/tmp'): Promise<string[]> {
  const sheets: Sheet[] = [
    { name: 'destinations', files: list('images/destinations', '.svg'), columns: 4, width: 1600 },
    { name: 'jets', files: list('images/jets', '.svg'), columns: 3, width: 1500 },
    { name: 'products', files: list('images/products', '.svg'), columns: 6, width: 1800 },
    {
      name: 'brand-home',
      files: [
        'images/brand/logo.svg',
        'images/brand/monogram.svg',
        'favicon.svg',
        'apple-touch-icon.png',
        'icons/icon-192.png',
        'icons/icon-512.png',
        'icons/maskable-512.png',
        'images/home/testimonial.svg',
        'images/home/welcome.svg',
        'images/home/hotels.svg',
        'media/hero-poster.jpg',
      ],
      columns: 4,
      width: 1600,
    },
  ];
  const out: string[] = [];
  for (const s of sheets) {
    const html = join(outDir, `aurelian-${s.name}.html`);
    const png = join(outDir, `aurelian-${s.name}.png`);
    writeFileSync(html, sheetHtml(s));
    await r.file(html, s.width, png);
    out.push(png);
  }
  return out;
}

if (isMain(import.meta.url)) {
  const r = await Renderer.open();
  for (const p of await buildContactSheets(r)) console.log(p);
  await r.close();
}
