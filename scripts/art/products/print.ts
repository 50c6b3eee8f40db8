/** The guide, the membership card and the consultation: paper, metal and leather goods. */
import { goldFill, monogram, wordmark } from '../brand-marks';
import { Defs, n, rng } from '../lib/svg';
import { S, type ProductArt, shadow, stitch, studio } from './studio';

/** The hardcover: espresso cloth, gold-foil monogram and wordmark, fine ruled frame. */
function cover(d: Defs, x: number, y: number, w: number, h: number): string {
  const cloth = d.linearAt(
    [
      [0, '#2e2823'],
      [0.5, '#1f1b17'],
      [1, '#141210'],
    ],
    x,
    y,
    x + w,
    y + h,
  );
  const gold = goldFill(d, x, y, x + w, y + h);
  const wm = wordmark(0, 0, w * 0.09, gold);
  const wmX = x + (w - wm.width) / 2;
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="4" fill="${cloth}"/>` +
    `<rect x="${n(x + 18)}" y="${n(y + 18)}" width="${n(w - 36)}" height="${n(h - 36)}" fill="none" stroke="${gold}" stroke-width="1.2"/>` +
    `<rect x="${n(x + 24)}" y="${n(y + 24)}" width="${n(w - 48)}" height="${n(h - 48)}" fill="none" stroke="${gold}" stroke-width="0.6"/>` +
    monogram({ cx: x + w / 2, cy: y + h * 0.36, size: w * 0.34, fill: gold }) +
    `<g transform="translate(${n(wmX)} ${n(y + h * 0.62)})">${wm.markup}</g>` +
    `<rect x="${n(x + w * 0.38)}" y="${n(y + h * 0.7)}" width="${n(w * 0.24)}" height="1.2" fill="${gold}"/>`
  );
}

const guide1 = (d: Defs): string => {
  const w = 340;
  const h = 470;
  const x = (S - w) / 2 + 10;
  const y = 120;
  return (
    studio(d, 'stone') +
    shadow(d, S / 2 + 10, y + h + 6, 230, 22, 0.7) +
    // Page block and spine give the cover its thickness.
    `<path fill="#e9e0cf" d="M${x + w} ${y + 8}l14 6v${h - 10}l-14 4Z"/>` +
    `<path fill="#0f0d0b" d="M${x - 16} ${y + 4}h18v${h}h-18Z"/>` +
    cover(d, x, y, w, h) +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${d.linearAt(
      [
        [0, '#fff', 0.1],
        [0.4, '#fff', 0],
        [1, '#000', 0.15],
      ],
      x,
      y,
      x + w,
      y + h,
    )}"/>`
  );
};

const guide2 = (d: Defs): string => {
  // Lying flat at an angle: a skewed cover over a visible page edge, ribbon trailing out.
  const inner = cover(d, 0, 0, 300, 410);
  return (
    studio(d, 'sand', 470) +
    shadow(d, 430, 500, 290, 70, 0.5) +
    `<g transform="translate(250 330) rotate(-18) skewX(22) scale(1 0.62)">` +
    `<rect x="6" y="8" width="300" height="410" fill="#e9e0cf"/><rect x="6" y="408" width="300" height="14" fill="#d4c8b2"/>` +
    `<path fill="#c6a15b" d="M140 410h14v60l-7 -8l-7 8Z"/>` +
    inner +
    `</g>`
  );
};

const guide3 = (d: Defs): string => {
  // Open spread with ruled text blocks and a gold ribbon.
  let lines = '';
  for (let i = 0; i < 16; i++) {
    const y = 250 + i * 18;
    lines += `M200 ${y}h${i % 5 === 4 ? 110 : 170}M430 ${y}h${i % 6 === 5 ? 90 : 170}`;
  }
  const gold = goldFill(d, 0, 0, S, S);
  return (
    studio(d, 'ivory', 600) +
    shadow(d, 400, 640, 340, 40, 0.4) +
    `<path fill="#1f1b17" d="M150 200q125 -20 250 6q125 -26 250 -6v440q-125 -18 -250 6q-125 -24 -250 -6Z"/>` +
    `<path fill="#fbf7ef" d="M162 196q120 -18 238 8v426q-118 -24 -238 -6Z"/><path fill="#f4eee2" d="M400 204q118 -26 238 -8v428q-120 -18 -238 6Z"/>` +
    `<rect x="392" y="204" width="16" height="426" fill="${d.linear(
      [
        [0, '#000', 0],
        [0.5, '#000', 0.12],
        [1, '#000', 0],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<path d="${lines}" stroke="#8a8078" stroke-width="3" opacity="0.55"/>` +
    monogram({ cx: 520, cy: 560, size: 44, fill: gold }) +
    `<path fill="${gold}" d="M396 200h10v500l-5 -10l-5 10Z"/>`
  );
};

/** The black membership card: brushed metal, gold monogram, chip and wordmark. */
function card(d: Defs, w: number): string {
  const h = w * 0.63;
  const gold = goldFill(d, 0, 0, w, h);
  const metal = d.linearAt(
    [
      [0, '#2a2724'],
      [0.45, '#121110'],
      [0.55, '#1d1b19'],
      [1, '#0a0909'],
    ],
    0,
    0,
    w,
    h,
  );
  const wm = wordmark(0, 0, w * 0.055, gold);
  let brush = '';
  for (let i = 0; i < 30; i++) brush += `M0 ${n((i / 30) * h)}h${n(w)}`;
  return (
    `<rect width="${n(w)}" height="${n(h)}" rx="${n(w * 0.045)}" fill="${metal}"/>` +
    `<path d="${brush}" stroke="#fff" stroke-width="0.5" opacity="0.03"/>` +
    `<rect x="${n(w * 0.08)}" y="${n(h * 0.36)}" width="${n(w * 0.13)}" height="${n(w * 0.1)}" rx="${n(w * 0.015)}" fill="${gold}"/>` +
    `<path d="M${n(w * 0.08)} ${n(h * 0.36 + w * 0.05)}h${n(w * 0.13)}M${n(w * 0.145)} ${n(h * 0.36)}v${n(w * 0.1)}" stroke="#6a5430" stroke-width="1"/>` +
    monogram({ cx: w * 0.84, cy: h * 0.22, size: w * 0.14, fill: gold }) +
    `<g transform="translate(${n(w * 0.08)} ${n(h * 0.86)})">${wm.markup}</g>` +
    `<rect width="${n(w)}" height="${n(h)}" rx="${n(w * 0.045)}" fill="none" stroke="${gold}" stroke-width="1.2" opacity="0.7"/>` +
    `<rect width="${n(w)}" height="${n(h)}" rx="${n(w * 0.045)}" fill="${d.linearAt(
      [
        [0, '#fff', 0],
        [0.48, '#fff', 0.08],
        [0.52, '#fff', 0],
        [1, '#fff', 0],
      ],
      0,
      0,
      w,
      h,
    )}"/>`
  );
}

const card1 = (d: Defs): string =>
  studio(d, 'stone') +
  shadow(d, 400, 560, 300, 26, 0.7) +
  `<g transform="translate(130 230)">${card(d, 540)}</g>`;

const card2 = (d: Defs): string =>
  studio(d, 'night', 600) +
  shadow(d, 420, 640, 280, 26, 0.8) +
  `<g transform="translate(400 640) skewY(-8) rotate(-6) translate(-250 -320)">${card(d, 500)}</g>`;

const card3 = (d: Defs): string => {
  // Presentation box: lid raised behind, card seated in a gold-lined tray.
  const gold = goldFill(d, 0, 0, S, S);
  return (
    studio(d, 'sand', 600) +
    shadow(d, 400, 660, 320, 40, 0.6) +
    `<rect x="110" y="140" width="580" height="240" rx="8" fill="#141210"/>` +
    `<rect x="126" y="156" width="548" height="208" rx="4" fill="#2a2520"/>` +
    monogram({ cx: 400, cy: 260, size: 90, fill: gold }) +
    `<rect x="100" y="380" width="600" height="280" rx="10" fill="#141210"/>` +
    `<rect x="120" y="398" width="560" height="240" rx="6" fill="${d.linear([
      [0, '#e6cf9a'],
      [1, '#a88446'],
    ])}"/>` +
    `<g transform="translate(190 420)">${card(d, 420)}</g>`
  );
};

/** A fountain pen in black lacquer with gold trim, nib at (0,0) pointing along -x. */
function pen(d: Defs, len: number): string {
  const lacq = d.linearAt(
    [
      [0, '#4a4440'],
      [0.3, '#141210'],
      [1, '#050505'],
    ],
    0,
    -9,
    0,
    9,
  );
  const gold = d.linearAt(
    [
      [0, '#f1e2b8'],
      [0.5, '#c6a15b'],
      [1, '#7a5a28'],
    ],
    0,
    -9,
    0,
    9,
  );
  return (
    `<path fill="${gold}" d="M0 0l30 -5h8v10h-8Z"/>` +
    `<path fill="${lacq}" d="M38 -6h${n(len * 0.45)}l6 -3v18l-6 -3H38Z"/>` +
    `<rect x="${n(38 + len * 0.45 + 6)}" y="-9" width="8" height="18" fill="${gold}"/>` +
    `<path fill="${lacq}" d="M${n(52 + len * 0.45)} -9h${n(len * 0.45)}q10 0 10 9q0 9 -10 9H${n(52 + len * 0.45)}Z"/>` +
    `<path fill="${gold}" d="M${n(62 + len * 0.45)} -11h${n(len * 0.34)}v3H${n(62 + len * 0.45)}Z"/>`
  );
}

/** A cognac leather notebook seen from above, elastic closure on the right. */
function notebook(d: Defs, w: number, h: number): string {
  const leather = d.linearAt(
    [
      [0, '#a8683a'],
      [0.6, '#7a4424'],
      [1, '#4e2a16'],
    ],
    0,
    0,
    w,
    h,
  );
  return (
    `<rect x="6" y="6" width="${w}" height="${h}" rx="14" fill="#efe6d6"/>` +
    `<rect width="${w}" height="${h}" rx="14" fill="${leather}"/>` +
    stitch(`M12 12H${w - 12}V${h - 12}H12Z`, '#e6cf9a', 1.4) +
    `<rect x="${w - 60}" y="-2" width="12" height="${h + 4}" fill="#2a1a10"/>` +
    monogram({ cx: w / 2 - 20, cy: h / 2, size: w * 0.2, fill: '#5a321a' })
  );
}

const consult1 = (d: Defs): string =>
  studio(d, 'stone') +
  shadow(d, 400, 600, 300, 30, 0.6) +
  `<g transform="translate(190 150) rotate(-4)">${notebook(d, 400, 480)}</g>` +
  `<g transform="translate(250 620) rotate(-28)">${pen(d, 300)}</g>`;

const consult2 = (d: Defs): string => {
  // Handwriting: words as short irregular loops along ruled lines.
  const r = rng(12);
  let script = '';
  let rules = '';
  for (let i = 0; i < 12; i++) {
    const y = 250 + i * 30;
    rules += `M130 ${y + 4}h250M420 ${y + 4}h250`;
    if (i > 8) continue;
    let x = 430;
    const end = 640 - r() * 70;
    while (x < end) {
      const wl = 18 + r() * 40;
      script += `M${n(x)} ${y}`;
      for (let k = 0; k < wl; k += 6) script += `q3 ${n(-6 - r() * 8)} 6 ${n((r() - 0.5) * 3)}`;
      x += wl + 10;
    }
  }
  return (
    studio(d, 'ivory', 640) +
    shadow(d, 400, 660, 340, 40, 0.45) +
    `<path fill="#4e2a16" d="M100 180h600v470H100Z"/>` +
    `<rect x="114" y="192" width="284" height="446" fill="#f4ede0"/><rect x="402" y="192" width="284" height="446" fill="#fbf7ef"/>` +
    `<path d="${rules}" stroke="#9ab0c0" stroke-width="1" opacity="0.45"/>` +
    `<path d="${script}" fill="none" stroke="#1e2a4a" stroke-width="1.5" stroke-linecap="round" opacity="0.8"/>` +
    `<path d="M150 260h200M150 300h200M150 340h160" stroke="#c6a15b" stroke-width="1.5" opacity="0.6"/>` +
    `<g transform="translate(480 520) rotate(-40)">${pen(d, 300)}</g>`
  );
};

const consult3 = (d: Defs): string =>
  // Close on the pen across a leather cover: the nib and clip catch the light.
  studio(d, 'night', 800) +
  `<rect x="-20" y="320" width="840" height="520" rx="30" fill="${d.linear([
    [0, '#8a5030'],
    [1, '#3e2212'],
  ])}"/>` +
  stitch('M-20 346H820', '#e6cf9a', 2) +
  shadow(d, 420, 470, 330, 30, 0.7) +
  `<g transform="translate(140 470) rotate(-14) scale(2.1)">${pen(d, 250)}</g>`;

export const PRINT: Record<string, ProductArt> = {
  'debt-free-guide': { label: 'The Debt-Free Luxury Guide', views: [guide1, guide2, guide3] },
  'annual-membership': { label: 'Aurelian Annual Membership card', views: [card1, card2, card3] },
  'strategy-consultation': {
    label: 'Private Strategy Consultation: leather notebook and pen',
    views: [consult1, consult2, consult3],
  },
};
