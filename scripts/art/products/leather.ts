/** Leather goods: the passport folio and the calfskin weekender. */
import { goldFill, monogram } from '../brand-marks';
import { Defs, n } from '../lib/svg';
import { type ProductArt, shadow, stitch, studio } from './studio';

const COGNAC = { hi: '#b8744a', mid: '#8a4c2a', lo: '#4e2614', edge: '#2a140a' };

function folio(d: Defs, w: number, h: number): string {
  const leather = d.linearAt(
    [
      [0, COGNAC.hi],
      [0.55, COGNAC.mid],
      [1, COGNAC.lo],
    ],
    0,
    0,
    w,
    h,
  );
  return (
    `<rect width="${w}" height="${h}" rx="16" fill="${COGNAC.edge}"/>` +
    `<rect x="2" y="2" width="${w - 4}" height="${h - 4}" rx="14" fill="${leather}"/>` +
    stitch(`M14 14H${w - 14}V${h - 14}H14Z`, '#e6cf9a', 1.4) +
    `<g opacity="0.55">${monogram({ cx: w / 2 + 1.5, cy: h * 0.42 + 2, size: w * 0.32, fill: '#f1c9a0' })}</g>` +
    monogram({ cx: w / 2, cy: h * 0.42, size: w * 0.32, fill: COGNAC.lo })
  );
}

const folio1 = (d: Defs): string =>
  studio(d, 'stone', 600) +
  shadow(d, 400, 616, 200, 18, 0.75) +
  `<g transform="translate(250 170) rotate(3 150 220)">${folio(d, 300, 440)}</g>`;

const folio2 = (d: Defs): string => {
  // Open: a navy passport in the right pocket, cards in the left.
  const gold = goldFill(d, 0, 0, 800, 800);
  const leather = d.linear([
    [0, COGNAC.hi],
    [1, COGNAC.mid],
  ]);
  let cards = '';
  for (let i = 0; i < 3; i++)
    cards += `<rect x="140" y="${250 + i * 60}" width="220" height="140" rx="8" fill="${['#f4efe6', '#141210', '#c6a15b'][i]}"/><rect x="120" y="${300 + i * 60}" width="260" height="60" fill="${COGNAC.mid}"/>${stitch(`M126 ${302 + i * 60}H374`, '#e6cf9a', 1.2)}`;
  return (
    studio(d, 'ivory', 660) +
    shadow(d, 400, 660, 340, 30, 0.45) +
    `<rect x="100" y="200" width="600" height="440" rx="18" fill="${COGNAC.edge}"/>` +
    `<rect x="104" y="204" width="592" height="432" rx="16" fill="${leather}"/>` +
    `<rect x="396" y="204" width="8" height="432" fill="${COGNAC.lo}" opacity="0.6"/>` +
    cards +
    `<rect x="430" y="240" width="240" height="330" rx="10" fill="#1e2a44"/>` +
    `<circle cx="550" cy="380" r="50" fill="none" stroke="${gold}" stroke-width="3"/>` +
    monogram({ cx: 550, cy: 380, size: 70, fill: gold }) +
    `<rect x="420" y="460" width="260" height="150" rx="6" fill="${COGNAC.mid}"/>` +
    stitch('M426 466H674', '#e6cf9a', 1.2)
  );
};

const folio3 = (d: Defs): string =>
  // Closed folio at an angle with the passport edge and a ticket peeking out.
  studio(d, 'sand', 600) +
  shadow(d, 430, 600, 240, 34, 0.5) +
  `<g transform="translate(230 180) rotate(-12 150 220)">` +
  `<rect x="150" y="30" width="200" height="300" rx="6" fill="#f4efe6"/><path d="M170 70h150M170 90h110M170 110h130" stroke="#8a8078" stroke-width="4"/>` +
  `<rect x="40" y="-20" width="240" height="330" rx="10" fill="#1e2a44"/>` +
  folio(d, 300, 440) +
  `</g>`;

function duffel(d: Defs): string {
  const leather = d.linearAt(
    [
      [0, COGNAC.hi],
      [0.5, COGNAC.mid],
      [1, COGNAC.lo],
    ],
    0,
    330,
    0,
    640,
  );
  const gold = goldFill(d, 0, 0, 800, 800);
  const ring = (x: number, y: number): string =>
    `<path d="M${x - 12} ${y}a12 14 0 0 1 24 0" fill="none" stroke="${gold}" stroke-width="5"/>`;
  return (
    // Shoulder strap falling behind the bag.
    `<path d="M168 420Q120 600 300 640Q500 660 632 420" fill="none" stroke="${COGNAC.edge}" stroke-width="16" opacity="0.9"/>` +
    `<path fill="${leather}" d="M150 420Q150 340 230 330H570Q650 340 650 420L670 600Q670 640 630 640H170Q130 640 130 600Z"/>` +
    `<path fill="${COGNAC.edge}" d="M150 420Q150 340 230 330H250V640H170Q130 640 130 600ZM650 420Q650 340 570 330H550V640H630Q670 640 670 600Z" opacity="0.55"/>` +
    stitch('M250 346H550M250 624H550', '#e6cf9a', 1.4) +
    stitch('M252 336V636M548 336V636', '#e6cf9a', 1.2) +
    `<path d="M230 332H570" stroke="${COGNAC.edge}" stroke-width="6"/>` +
    `<rect x="500" y="322" width="26" height="18" rx="3" fill="${gold}"/>` +
    // Rolled handles with gold rings at their tabs.
    `<path d="M300 340Q310 200 400 200Q490 200 500 340" fill="none" stroke="${COGNAC.edge}" stroke-width="18"/>` +
    `<path d="M300 340Q310 200 400 200Q490 200 500 340" fill="none" stroke="${COGNAC.mid}" stroke-width="12"/>` +
    ring(300, 346) +
    ring(500, 346) +
    ring(168, 430) +
    ring(632, 430) +
    `<g opacity="0.5">${monogram({ cx: 400, cy: 490, size: 80, fill: COGNAC.lo })}</g>` +
    `<path d="M160 380Q400 360 640 380" stroke="#fff" stroke-width="10" opacity="0.08" fill="none"/>`
  );
}

const duffel1 = (d: Defs): string =>
  studio(d, 'stone', 620) + shadow(d, 400, 640, 320, 26, 0.7) + duffel(d);
const duffel2 = (d: Defs): string =>
  studio(d, 'ivory', 620) +
  shadow(d, 420, 650, 330, 32, 0.45) +
  `<g transform="translate(420 380) scale(0.92) skewY(4) translate(-400 -380)">${duffel(d)}</g>`;
const duffel3 = (d: Defs): string => {
  // Close on the hardware: a gold ring on its stitched tab over grained leather.
  const gold = goldFill(d, 250, 200, 550, 600);
  return (
    `<rect width="800" height="800" fill="${d.radialAt(
      [
        [0, COGNAC.hi],
        [0.7, COGNAC.mid],
        [1, COGNAC.lo],
      ],
      400,
      320,
      620,
    )}"/>` +
    `<rect x="300" y="420" width="200" height="400" rx="20" fill="${COGNAC.edge}"/>` +
    `<rect x="308" y="428" width="184" height="380" rx="16" fill="${COGNAC.mid}"/>` +
    stitch('M324 444V800M476 444V800', '#e6cf9a', 2.4) +
    `<path d="M260 440a140 170 0 0 1 280 0" fill="none" stroke="${gold}" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M270 436a130 160 0 0 1 260 0" fill="none" stroke="#fff4d8" stroke-width="4" opacity="0.6"/>` +
    `<rect x="250" y="${n(430)}" width="300" height="50" rx="12" fill="${COGNAC.lo}"/>` +
    stitch('M262 455H538', '#e6cf9a', 2.4)
  );
};

export const LEATHER: Record<string, ProductArt> = {
  'passport-folio': { label: 'Leather Passport Folio', views: [folio1, folio2, folio3] },
  weekender: { label: 'Calfskin Weekender Duffel', views: [duffel1, duffel2, duffel3] },
};
