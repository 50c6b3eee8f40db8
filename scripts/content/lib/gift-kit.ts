/** The hardcover gift kit as a flat lay, 1200 x 900: box, slipcased book, journal, folio, pen. */
import { BOOK_INFO } from '@app/content/book';
import { GOLD, coverSvg, monogramA } from './book-marks';
import { esc } from './files';

/** The cover nested as its own <svg> so its ids and embedded face stay self-contained. */
function nestedCover(x: number, y: number, w: number): string {
  const inner = coverSvg()
    .replace(/^<svg [^>]*>/, '')
    .replace(/<\/svg>$/, '')
    .replace(/<title>.*?<\/title>/, '')
    .replace(/id="(\w+)"/g, 'id="c$1"')
    .replace(/url\(#(\w+)\)/g, 'url(#c$1)');
  return `<svg x="${x}" y="${y}" width="${w}" height="${w * 1.5}" viewBox="0 0 800 1200">${inner}</svg>`;
}

const DEFS =
  '<defs>' +
  '<radialGradient id="kbg" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="#2a2520"/><stop offset="1" stop-color="#0c0b0a"/></radialGradient>' +
  '<linearGradient id="ksatin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#efe4cf"/><stop offset=".5" stop-color="#dccba9"/><stop offset="1" stop-color="#e9dcc2"/></linearGradient>' +
  '<linearGradient id="kleather" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9a5b2e"/><stop offset="1" stop-color="#6b3a1c"/></linearGradient>' +
  '<linearGradient id="kfolio" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b2622"/><stop offset="1" stop-color="#121010"/></linearGradient>' +
  `<linearGradient id="kbrass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GOLD.light}"/><stop offset=".5" stop-color="${GOLD.mid}"/><stop offset="1" stop-color="${GOLD.deep}"/></linearGradient>` +
  '<filter id="kshadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#000" flood-opacity=".45"/></filter>' +
  '</defs>';

export function giftKitSvg(): string {
  const box =
    '<rect x="110" y="100" width="980" height="700" rx="16" fill="#141210" filter="url(#kshadow)"/>' +
    '<rect x="138" y="128" width="924" height="644" rx="8" fill="url(#ksatin)"/>' +
    `<rect x="138" y="128" width="924" height="644" rx="8" fill="none" stroke="${GOLD.mid}" stroke-opacity=".6" stroke-width="2"/>`;
  const slipcase =
    '<rect x="176" y="160" width="372" height="564" rx="6" fill="#cdbd9c" filter="url(#kshadow)"/>';
  const linen =
    '<rect x="176" y="160" width="372" height="564" rx="6" fill="none" stroke="#b8a782" stroke-width="2" stroke-dasharray="2 5"/>';
  const book = `<g filter="url(#kshadow)">${nestedCover(196, 176, 336)}</g>`;
  const ribbon = `<path d="M470 680V752L482 740L494 752V680Z" fill="${GOLD.mid}"/>`;
  const journal =
    '<rect x="600" y="160" width="300" height="370" rx="12" fill="url(#kleather)" filter="url(#kshadow)"/>' +
    '<rect x="614" y="174" width="272" height="342" rx="8" fill="none" stroke="#d9a46b" stroke-opacity=".55" stroke-width="1.6" stroke-dasharray="5 5"/>' +
    '<rect x="850" y="160" width="16" height="370" fill="#3b2414"/>';
  const folio =
    '<rect x="600" y="560" width="230" height="190" rx="10" fill="url(#kfolio)" filter="url(#kshadow)"/>' +
    `<rect x="612" y="572" width="206" height="166" rx="6" fill="none" stroke="${GOLD.mid}" stroke-opacity=".5" stroke-width="1.4" stroke-dasharray="4 4"/>` +
    monogramA(699, 625, 1, GOLD.mid);
  const pen =
    '<g transform="translate(-24 40) rotate(-58 960 480)" filter="url(#kshadow)">' +
    '<rect x="820" y="468" width="300" height="24" rx="12" fill="url(#kbrass)"/>' +
    '<rect x="820" y="468" width="120" height="24" rx="12" fill="#1a1714"/>' +
    '<rect x="940" y="466" width="8" height="28" fill="url(#kbrass)"/>' +
    '<path d="M1118 472L1160 480L1118 488Z" fill="url(#kbrass)"/>' +
    '<rect x="836" y="462" width="80" height="6" rx="3" fill="url(#kbrass)"/>' +
    '</g>';
  const card =
    '<rect x="860" y="600" width="170" height="110" rx="4" fill="#f4efe6" transform="rotate(6 945 655)" filter="url(#kshadow)"/>' +
    `<path d="M890 640H1000M890 660H985M890 680H960" stroke="${GOLD.ink}" stroke-width="2" stroke-linecap="round" transform="rotate(6 945 655)" opacity=".6"/>`;
  const title = `${BOOK_INFO.fullTitle}: the hardcover gift kit`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1200" height="900" role="img"><title>${esc(title)}</title>` +
    DEFS +
    '<rect width="1200" height="900" fill="url(#kbg)"/>' +
    box +
    slipcase +
    linen +
    book +
    ribbon +
    journal +
    folio +
    pen +
    card +
    '</svg>'
  );
}
