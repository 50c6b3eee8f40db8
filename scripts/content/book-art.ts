/** The book's artwork: cover (SVG + JPEG), the nine preview pages and the gift kit. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOK_CONTENTS, BOOK_INFO } from '@app/content/book';
import { BOOK_PREVIEW_PAGES } from '@app/content/preorder';
import { AUTHORS_NOTE, OPENER_PAGES, type OpenerPage } from './copy/book-pages';
import { Studio, WORK_DIR } from './lib/browser';
import { GOLD, INK, centred, coverSvg, doc, monogramA, ornament, paper } from './lib/book-marks';
import { esc, isMain, n, writePublic } from './lib/files';
import { giftKitSvg } from './lib/gift-kit';
import { Typesetter, paragraph } from './lib/typeset';

const PAGE_W = 600;
const PAGE_H = 900;
const MARGIN = 72;
const TEXT_W = PAGE_W - MARGIN * 2;
const BODY = { size: 17.5, leading: 25.5 };

function runningHead(text: string, folio: number): string {
  return (
    centred(text.toUpperCase(), PAGE_W / 2, 56, 10.5, GOLD.ink, 3) +
    centred(String(folio), PAGE_W / 2, 858, 13, GOLD.ink)
  );
}

function titlePage(): string {
  const cx = PAGE_W / 2;
  const title = BOOK_INFO.title.toUpperCase();
  const cut = title.lastIndexOf(' ');
  const sub = BOOK_INFO.subtitle;
  const subCut = sub.indexOf('Private');
  return (
    paper() +
    centred(title.slice(0, cut), cx, 300, 44, INK, 5) +
    centred(title.slice(cut + 1), cx, 372, 70, INK, 7) +
    ornament(cx, 410, 110, GOLD.ink) +
    centred(sub.slice(0, subCut).trim(), cx, 462, 24, INK) +
    centred(sub.slice(subCut), cx, 492, 24, INK) +
    centred(BOOK_INFO.author.toUpperCase(), cx, 590, 17, GOLD.ink, 5) +
    monogramA(cx - 10, 768, 0.62, GOLD.ink) +
    centred(BOOK_INFO.publisher.toUpperCase(), cx, 820, 11.5, INK, 4)
  );
}

async function contentsPage(ts: Typesetter): Promise<string> {
  let y = 190;
  let out =
    paper() +
    centred('Contents', PAGE_W / 2, 128, 40, INK) +
    ornament(PAGE_W / 2, 152, 60, GOLD.ink);
  for (const part of BOOK_CONTENTS) {
    y += 26;
    out += `<text x="${MARGIN}" y="${y}" font-size="11.5" letter-spacing="2.6" fill="${GOLD.ink}">${esc(part.title.toUpperCase())}</text>`;
    y += 36;
    for (const ch of part.chapters) {
      const label = ch.number ? `${ch.number}.  ${ch.title}` : ch.title;
      const w = await ts.measure(label, 19);
      const num = String(ch.page);
      const numW = await ts.measure(num, 19);
      out += `<text x="${MARGIN}" y="${y}" font-size="19" fill="${INK}">${esc(label)}</text>`;
      out += `<path d="M${n(MARGIN + w + 8)} ${y - 4}H${n(MARGIN + TEXT_W - numW - 8)}" stroke="${GOLD.ink}" stroke-width="1.4" stroke-dasharray="1.4 5" stroke-linecap="round"/>`;
      out += `<text x="${MARGIN + TEXT_W}" y="${y}" font-size="19" text-anchor="end" fill="${INK}">${num}</text>`;
      y += 34;
    }
  }
  return out;
}

async function body(ts: Typesetter, paragraphs: readonly string[], top: number): Promise<string> {
  let y = top;
  let out = '';
  for (const text of paragraphs) {
    const set = await ts.wrap(text, BODY.size, TEXT_W);
    const p = paragraph(set, { x: MARGIN, y, width: TEXT_W, fill: INK, justify: true, ...BODY });
    out += p.svg;
    y = p.next + BODY.leading * 0.45;
  }
  if (y > 830) throw new Error(`page text overflows (${Math.round(y)} px): shorten it`);
  return out;
}

async function authorsNote(ts: Typesetter): Promise<string> {
  const p = AUTHORS_NOTE;
  return (
    paper() +
    runningHead(BOOK_INFO.title, p.folio) +
    centred(p.label.toUpperCase(), PAGE_W / 2, 150, 12, GOLD.ink, 3.5) +
    centred(p.title, PAGE_W / 2, 206, 40, INK) +
    ornament(PAGE_W / 2, 236, 60, GOLD.ink) +
    (await body(ts, p.paragraphs, 300))
  );
}

async function opener(ts: Typesetter, p: OpenerPage): Promise<string> {
  const cx = PAGE_W / 2;
  const titleSet = await ts.wrap(p.title, 42, TEXT_W - 40);
  let titles = '';
  titleSet.lines.forEach((line, i) => {
    titles += centred(line, cx, 300 + i * 48, 42, INK);
  });
  const after = 300 + (titleSet.lines.length - 1) * 48;
  return (
    paper() +
    centred(p.label.toUpperCase(), cx, 200, 13, GOLD.ink, 4) +
    titles +
    ornament(cx, after + 42, 60, GOLD.ink) +
    (await body(ts, p.paragraphs, after + 112)) +
    centred(String(p.folio), cx, 858, 13, GOLD.ink)
  );
}

export async function buildBookArt(studio: Studio): Promise<void> {
  const cover = coverSvg();
  writePublic('images/book/cover.svg', cover, 60);
  writePublic(
    'images/book/cover.jpg',
    await studio.svg('cover', cover, 800, 1200, { type: 'jpeg', quality: 82 }),
    200,
  );

  const ts = await Typesetter.open(studio.page);
  const pages = [titlePage(), await contentsPage(ts), await authorsNote(ts)];
  for (const p of OPENER_PAGES) pages.push(await opener(ts, p));
  if (pages.length !== BOOK_PREVIEW_PAGES.length)
    throw new Error('preview pages and their alt texts differ');
  for (const [i, markup] of pages.entries()) {
    const alt = BOOK_PREVIEW_PAGES[i]?.alt ?? '';
    const svg = doc(PAGE_W, PAGE_H, markup, alt);
    writePublic(`images/book/page-${i + 1}.svg`, svg, 60);
    const png = await studio.svg(`page-${i + 1}`, svg, PAGE_W, PAGE_H, { type: 'png' });
    writeFileSync(join(WORK_DIR, `page-${i + 1}.png`), png);
  }

  const kit = giftKitSvg();
  writePublic('images/book/gift-kit.svg', kit, 60);
  writeFileSync(
    join(WORK_DIR, 'gift-kit.png'),
    await studio.svg('kit', kit, 1200, 900, { type: 'png' }),
  );
}

if (isMain(import.meta.url)) {
  const studio = await Studio.open();
  await buildBookArt(studio);
  await studio.close();
}
