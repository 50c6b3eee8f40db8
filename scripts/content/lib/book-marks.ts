/** Pieces the book artwork shares: the cover, the paper of the preview pages and small marks. */
import { BOOK_INFO } from '@app/content/book';
import { esc, n } from './files';
import { svgFontStyle } from './fonts';
import { jet } from './jet';

export const GOLD = { light: '#e6cf9a', mid: '#c6a15b', deep: '#8f6d33', ink: '#9a7a3f' } as const;
export const INK = '#2a2420';

/** Centred, tracked text: letter-spacing adds space after the last letter, so shift by half. */
export function centred(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  tracking = 0,
  extra = '',
): string {
  const ls = tracking ? ` letter-spacing="${n(tracking)}"` : '';
  return `<text x="${n(x + tracking / 2)}" y="${n(y)}" font-size="${n(size)}" text-anchor="middle" fill="${fill}"${ls}${extra}>${esc(text)}</text>`;
}

/** A hairline with a small diamond in the middle. */
export function ornament(cx: number, y: number, half: number, stroke: string): string {
  return (
    `<path d="M${n(cx - half)} ${n(y)}H${n(cx - 9)}M${n(cx + 9)} ${n(y)}H${n(cx + half)}" stroke="${stroke}" stroke-width="1.2"/>` +
    `<path d="M${n(cx)} ${n(y - 5)}L${n(cx + 5)} ${n(y)}L${n(cx)} ${n(y + 5)}L${n(cx - 5)} ${n(y)}Z" fill="${stroke}"/>`
  );
}

/** The club's "A" as a filled path in a 32 x 40 box. */
export function monogramA(x: number, y: number, scale: number, fill: string): string {
  return `<path transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})" fill="${fill}" d="M0 40L14 0H18L32 40H27L16 8L5 40ZM9 27H23L22 30H10Z"/>`;
}

/** The front cover, 800 x 1200, as a complete SVG document with its embedded face. */
export function coverSvg(): string {
  const W = 800;
  const cx = W / 2;
  const defs =
    '<defs>' +
    '<radialGradient id="bg" cx=".5" cy=".32" r=".85"><stop offset="0" stop-color="#2e2822"/><stop offset=".55" stop-color="#1a1714"/><stop offset="1" stop-color="#0c0b0a"/></radialGradient>' +
    `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GOLD.light}"/><stop offset=".55" stop-color="${GOLD.mid}"/><stop offset="1" stop-color="${GOLD.deep}"/></linearGradient>` +
    '<linearGradient id="glow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c6a15b" stop-opacity="0"/><stop offset="1" stop-color="#c6a15b" stop-opacity=".28"/></linearGradient>' +
    `<linearGradient id="trail" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${GOLD.light}" stop-opacity="0"/><stop offset="1" stop-color="${GOLD.light}" stop-opacity=".9"/></linearGradient>` +
    '</defs>';
  const frame =
    `<rect x="34" y="34" width="${W - 68}" height="1132" fill="none" stroke="${GOLD.mid}" stroke-width="2"/>` +
    `<rect x="46" y="46" width="${W - 92}" height="1108" fill="none" stroke="${GOLD.mid}" stroke-opacity=".5" stroke-width="1"/>`;
  const horizon = `<rect x="47" y="760" width="${W - 94}" height="393" fill="url(#glow)"/>`;
  const contrail = `<path d="M60 1012C300 1000 460 880 558 830" fill="none" stroke="url(#trail)" stroke-width="3" stroke-linecap="round"/>`;
  const plane = jet(
    { body: 'url(#gold)', shade: GOLD.deep, windows: '#1a1714' },
    'translate(540 805) rotate(-24) scale(.2)',
  );
  const title = BOOK_INFO.title.toUpperCase();
  const cut = title.lastIndexOf(' ');
  const sub = BOOK_INFO.subtitle;
  const subCut = sub.indexOf('Private');
  const body =
    '<rect width="800" height="1200" fill="url(#bg)"/>' +
    horizon +
    frame +
    centred(BOOK_INFO.author.toUpperCase(), cx, 150, 30, GOLD.light, 9) +
    ornament(cx, 200, 120, GOLD.mid) +
    centred(title.slice(0, cut), cx, 400, 92, 'url(#gold)', 8) +
    centred(title.slice(cut + 1), cx, 532, 132, 'url(#gold)', 8) +
    ornament(cx, 600, 170, GOLD.mid) +
    centred(sub.slice(0, subCut).trim(), cx, 670, 42, '#f4efe6') +
    centred(sub.slice(subCut), cx, 722, 42, '#f4efe6') +
    contrail +
    plane +
    monogramA(cx - 12, 1070, 0.75, GOLD.mid) +
    centred(BOOK_INFO.publisher.toUpperCase(), cx, 1130, 20, GOLD.light, 8);
  return doc(800, 1200, defs + body, `${BOOK_INFO.fullTitle}, by ${BOOK_INFO.author}`);
}

/** Wraps markup as a standalone SVG file with the embedded face and an accessible title. */
export function doc(w: number, h: number, body: string, title: string, withFont = true): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img">` +
    `<title>${esc(title)}</title>${withFont ? svgFontStyle() : ''}${body}</svg>`
  );
}

/** Ivory paper with a faint warm edge, 600 x 900. */
export function paper(): string {
  return (
    '<defs><radialGradient id="paper" cx=".5" cy=".45" r=".75"><stop offset="0" stop-color="#f7f2e8"/><stop offset=".8" stop-color="#f1e9da"/><stop offset="1" stop-color="#e7dcc7"/></radialGradient></defs>' +
    '<rect width="600" height="900" fill="url(#paper)"/>'
  );
}
