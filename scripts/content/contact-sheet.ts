/** Lays images side by side into one PNG for review: npx tsx scripts/content/contact-sheet.ts out.png w a b c */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Studio } from './lib/browser';

const [out, width, ...files] = process.argv.slice(2);
if (!out || !width || files.length === 0) throw new Error('usage: out.png width files...');
const w = Number(width);
const imgs = files.map((f) => `<img src="file://${resolve(f)}" style="width:${w}px">`).join('');
const html = `<!doctype html><body style="margin:0;background:#555;display:flex;flex-wrap:wrap;align-items:flex-start;gap:8px;padding:8px">${imgs}</body>`;
const studio = await Studio.open();
await studio.load('sheet', html, Math.min(files.length, 4) * (w + 8) + 8, 600);
writeFileSync(out, await studio.page.screenshot({ type: 'png', fullPage: true }));
await studio.close();
