/** Apparel: the monogram hoodie, the signature cap and the cashmere wrap. */
import { goldFill, monogram } from '../brand-marks';
import { Defs, n, rng } from '../lib/svg';
import { type ProductArt, shadow, studio } from './studio';

const OAT = { hi: '#ddd0ba', mid: '#c5b295', lo: '#8e7b60', rib: '#b4a083' };

/** Vertical rib lines inside a band. */
function ribs(x: number, y: number, w: number, h: number, color: string, gap = 5): string {
  let d = '';
  for (let i = gap / 2; i < w; i += gap) d += `M${n(x + i)} ${n(y)}v${n(h)}`;
  return `<path d="${d}" stroke="${color}" stroke-width="1.2" opacity="0.6"/>`;
}

/** Hoodie from the front (or back), centred at x=400, shoulders at y=230. */
function hoodie(d: Defs, back: boolean): string {
  const knit = d.linearAt(
    [
      [0, OAT.hi],
      [0.5, OAT.mid],
      [1, OAT.lo],
    ],
    150,
    200,
    650,
    720,
  );
  const gold = goldFill(d, 0, 0, 800, 800);
  const body = 'M270 250Q330 220 400 226Q470 220 530 250L560 300L565 660H235L240 300Z';
  const sleeveL = 'M270 250Q220 262 200 330L150 600L210 612L250 400L240 300Z';
  const sleeveR = 'M530 250Q580 262 600 330L650 600L590 612L550 400L560 300Z';
  const hood = back
    ? `<path fill="${knit}" d="M300 250Q300 140 400 132Q500 140 500 250Q460 300 400 330Q340 300 300 250Z"/><path d="M400 140V326" stroke="${OAT.lo}" stroke-width="2" opacity="0.6"/>`
    : `<path fill="${OAT.lo}" d="M318 246Q320 170 400 164Q480 170 482 246Q440 236 400 282Q360 236 318 246Z"/>` +
      `<path fill="#3a3026" d="M340 240Q350 190 400 186Q450 190 460 240Q430 240 400 276Q370 240 340 240Z"/>` +
      `<path fill="${knit}" d="M318 246Q360 236 400 282Q440 236 482 246Q470 300 400 318Q330 300 318 246Z"/>`;
  const front = back
    ? ''
    : `<path fill="${OAT.mid}" stroke="${OAT.lo}" stroke-width="1.5" d="M300 520Q400 500 500 520L520 640H280Z"/>` +
      `<path d="M300 520Q290 580 280 640M500 520Q510 580 520 640" stroke="${OAT.lo}" stroke-width="3" fill="none"/>` +
      `<path d="M386 286Q384 350 380 390M414 286Q416 350 420 392" stroke="#efe6d6" stroke-width="4" fill="none" stroke-linecap="round"/>` +
      `<rect x="376" y="388" width="8" height="20" rx="3" fill="${gold}"/><rect x="416" y="390" width="8" height="20" rx="3" fill="${gold}"/>` +
      monogram({ cx: 480, cy: 330, size: 44, fill: gold });
  return (
    `<path fill="${OAT.mid}" d="${sleeveL}"/><path fill="${OAT.mid}" d="${sleeveR}"/>` +
    `<path fill="${knit}" d="${body}"/>` +
    `<path d="M250 400L240 300M550 400L560 300" stroke="${OAT.lo}" stroke-width="1.5" opacity="0.5"/>` +
    `<path fill="${OAT.rib}" d="M150 600L210 612L204 650L142 638Z"/><path fill="${OAT.rib}" d="M650 600L590 612L596 650L658 638Z"/>` +
    `<rect x="235" y="640" width="330" height="50" fill="${OAT.rib}"/>` +
    ribs(235, 640, 330, 50, OAT.lo) +
    `<path d="M330 420q20 60 0 120M470 420q-20 60 0 120M260 480q10 60 -5 150" stroke="${OAT.lo}" stroke-width="6" opacity="0.18" fill="none" stroke-linecap="round"/>` +
    hood +
    front
  );
}

const hoodie1 = (d: Defs): string =>
  studio(d, 'stone', 700) + shadow(d, 400, 700, 280, 20, 0.6) + hoodie(d, false);
const hoodie2 = (d: Defs): string =>
  studio(d, 'sand', 700) + shadow(d, 400, 700, 280, 20, 0.4) + hoodie(d, true);
const hoodie3 = (d: Defs): string => {
  // Close on the chest embroidery: knit texture and raised gold thread.
  const gold = goldFill(d, 200, 200, 600, 600);
  let knit = '';
  for (let x = 0; x < 800; x += 10) knit += `M${x} 0v800`;
  return (
    `<rect width="800" height="800" fill="${d.radialAt(
      [
        [0, OAT.hi],
        [0.7, OAT.mid],
        [1, OAT.lo],
      ],
      400,
      360,
      560,
    )}"/>` +
    `<path d="${knit}" stroke="${OAT.lo}" stroke-width="3" opacity="0.25"/>` +
    `<path d="M0 640q200 -60 400 -20t400 -40V800H0Z" fill="${OAT.lo}" opacity="0.25"/>` +
    `<g opacity="0.35" transform="translate(4 6)">${monogram({ cx: 400, cy: 380, size: 360, fill: '#5a4a34' })}</g>` +
    monogram({ cx: 400, cy: 380, size: 360, fill: gold })
  );
};

/** Cap in three-quarter view, brim to the left. */
function cap(d: Defs, front: boolean): string {
  const cloth = d.linearAt(
    [
      [0, '#ece2d0'],
      [0.6, '#cbb898'],
      [1, '#8e7b60'],
    ],
    250,
    220,
    560,
    540,
  );
  const gold = goldFill(d, 0, 0, 800, 800);
  if (front) {
    return (
      `<path fill="${cloth}" d="M210 500Q200 300 400 270Q600 300 590 500Z"/>` +
      `<path d="M400 272V500M300 300Q290 400 300 500M500 300Q510 400 500 500" stroke="#a89478" stroke-width="2" fill="none"/>` +
      `<circle cx="400" cy="272" r="10" fill="#cbb898"/>` +
      `<path fill="${d.linear([
        [0, '#bfae90'],
        [1, '#7a6a50'],
      ])}" d="M200 500Q400 470 600 500Q610 560 400 580Q190 560 200 500Z"/>` +
      monogram({ cx: 400, cy: 400, size: 90, fill: gold })
    );
  }
  return (
    `<path fill="${d.linear([
      [0, '#bfae90'],
      [1, '#6a5a44'],
    ])}" d="M340 470Q230 470 150 520Q160 560 260 560Q330 540 380 500Z"/>` +
    `<path fill="${cloth}" d="M300 490Q280 300 450 270Q620 280 640 480Q500 520 300 490Z"/>` +
    `<path d="M450 272Q420 380 430 500M450 272Q540 360 560 490M450 272Q350 340 340 480" stroke="#a89478" stroke-width="2" fill="none"/>` +
    `<circle cx="452" cy="272" r="10" fill="#cbb898"/>` +
    monogram({ cx: 380, cy: 400, size: 80, fill: gold })
  );
}

const cap1 = (d: Defs): string =>
  studio(d, 'stone', 560) + shadow(d, 420, 560, 260, 26, 0.6) + cap(d, false);
const cap2 = (d: Defs): string =>
  studio(d, 'sand', 600) + shadow(d, 400, 590, 240, 22, 0.45) + cap(d, true);
const cap3 = (d: Defs): string => {
  // The back: strap and gold buckle under the crown.
  const cloth = d.linearAt(
    [
      [0, '#ece2d0'],
      [0.6, '#cbb898'],
      [1, '#8e7b60'],
    ],
    200,
    200,
    600,
    600,
  );
  const gold = goldFill(d, 300, 450, 500, 560);
  return (
    studio(d, 'ivory', 620) +
    shadow(d, 400, 620, 260, 24, 0.4) +
    `<path fill="${cloth}" d="M190 600Q180 330 400 290Q620 330 610 600Z"/>` +
    `<path d="M400 292V600M290 330Q270 460 290 600M510 330Q530 460 510 600" stroke="#a89478" stroke-width="2" fill="none"/>` +
    `<path fill="#3a3026" d="M320 600Q320 520 400 510Q480 520 480 600Z"/>` +
    `<rect x="300" y="540" width="200" height="22" rx="6" fill="#6a5a44"/>` +
    `<rect x="372" y="532" width="40" height="38" rx="4" fill="none" stroke="${gold}" stroke-width="6"/>` +
    `<circle cx="400" cy="292" r="11" fill="#cbb898"/>`
  );
};

const CAMEL = { hi: '#d9b48a', mid: '#b8875a', lo: '#7a5432' };

function fringe(x: number, y: number, w: number, len: number, color: string, seed: number): string {
  const r = rng(seed);
  let d = '';
  for (let i = 0; i < w; i += 7)
    d += `M${n(x + i)} ${y}q${n((r() - 0.5) * 6)} ${n(len / 2)} ${n((r() - 0.5) * 8)} ${n(len * (0.85 + r() * 0.3))}`;
  return `<path d="${d}" stroke="${color}" stroke-width="2" fill="none" stroke-linecap="round"/>`;
}

function twill(x: number, y: number, w: number, h: number, color: string): string {
  let d = '';
  for (let i = -h; i < w; i += 9) d += `M${n(x + i)} ${n(y + h)}l${n(h)} ${n(-h)}`;
  return `<path d="${d}" stroke="${color}" stroke-width="1" opacity="0.18"/>`;
}

const wrap1 = (d: Defs): string => {
  // Folded stack: three layers, the top one showing its fringed end.
  const fill = d.linear([
    [0, CAMEL.hi],
    [1, CAMEL.mid],
  ]);
  return (
    studio(d, 'stone', 600) +
    shadow(d, 400, 600, 300, 28, 0.65) +
    `<rect x="140" y="470" width="520" height="120" rx="34" fill="${CAMEL.lo}"/>` +
    `<rect x="140" y="380" width="520" height="110" rx="34" fill="${CAMEL.mid}"/>` +
    `<rect x="140" y="300" width="520" height="100" rx="34" fill="${fill}"/>` +
    twill(170, 300, 460, 280, '#4a3018') +
    `<path d="M160 420h480M160 500h480" stroke="${CAMEL.lo}" stroke-width="4" opacity="0.5"/>` +
    fringe(200, 580, 400, 40, CAMEL.mid, 3) +
    `<rect x="560" y="330" width="60" height="16" rx="3" fill="${goldFill(d, 560, 330, 620, 346)}"/>`
  );
};

const wrap2 = (d: Defs): string => {
  // Draped over an unseen rail: soft folds, fringe falling free.
  const fill = d.linearAt(
    [
      [0, CAMEL.hi],
      [0.5, CAMEL.mid],
      [1, CAMEL.lo],
    ],
    200,
    150,
    600,
    650,
  );
  return (
    studio(d, 'sand', 720) +
    `<rect x="120" y="186" width="560" height="10" rx="5" fill="#3a3026"/>` +
    `<path fill="${fill}" d="M200 190Q400 170 600 190L630 600Q520 630 420 600Q330 640 180 610Z"/>` +
    `<path d="M280 200Q300 400 270 600M400 196Q420 420 410 600M520 200Q500 400 540 610" stroke="${CAMEL.lo}" stroke-width="14" opacity="0.25" fill="none" stroke-linecap="round"/>` +
    twill(200, 190, 420, 420, '#4a3018') +
    fringe(184, 606, 440, 60, CAMEL.mid, 5)
  );
};

const wrap3 = (d: Defs): string =>
  `<rect width="800" height="800" fill="${d.radialAt(
    [
      [0, CAMEL.hi],
      [1, CAMEL.lo],
    ],
    400,
    300,
    600,
  )}"/>` +
  twill(0, 0, 800, 520, '#3a2410') +
  twill(0, 0, 800, 520, '#3a2410') +
  `<path fill="${CAMEL.mid}" d="M0 500Q400 470 800 500V540Q400 510 0 540Z"/>` +
  fringe(0, 530, 800, 220, CAMEL.hi, 8) +
  fringe(3, 530, 800, 200, CAMEL.lo, 9);

export const APPAREL: Record<string, ProductArt> = {
  'monogram-hoodie': {
    label: 'Monogram Cashmere-Blend Hoodie',
    views: [hoodie1, hoodie2, hoodie3],
  },
  'signature-cap': { label: 'Signature Travel Cap', views: [cap1, cap2, cap3] },
  'cashmere-wrap': { label: 'Cashmere Travel Wrap', views: [wrap1, wrap2, wrap3] },
};
