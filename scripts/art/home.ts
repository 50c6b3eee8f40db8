/** Home page art: the cabin lounge (welcome), the hotel pool at dusk, the member portrait. */
import { goldFill, monogram } from './brand-marks';
import { palm } from './lib/flora';
import { isMain, writePublic } from './lib/files';
import { H, W, glints, glow, mirrored, ripples, sky, streaks, sun, vignette } from './lib/scene';
import { Defs, n, svgDoc } from './lib/svg';

/** A jet cabin in one-point perspective: oval windows full of sunset, ivory club seats. */
function welcome(): string {
  const d = new Defs();
  const vx = 400;
  const vy = 290;
  const wall = d.linear([
    [0, '#3a322a'],
    [1, '#1a1714'],
  ]);
  const ceiling = d.linear([
    [0, '#2a2520'],
    [1, '#4a4036'],
  ]);
  // Windows recede along both walls toward the vanishing point.
  let wins = '';
  for (let i = 0; i < 5; i++) {
    const k = 1 / (1 + i * 0.55);
    const wx = vx - (vx - 40) * k;
    const wy = vy - 10 * k;
    const w = 60 * k;
    const h = 86 * k;
    for (const side of [-1, 1]) {
      const cx = side < 0 ? wx : 2 * vx - wx;
      wins += `<ellipse cx="${n(cx)}" cy="${n(wy)}" rx="${n(w / 2 + 6 * k)}" ry="${n(h / 2 + 6 * k)}" fill="#5a4e42"/>`;
      wins += `<ellipse cx="${n(cx)}" cy="${n(wy)}" rx="${n(w / 2)}" ry="${n(h / 2)}" fill="url(#sunset)"/>`;
    }
  }
  d.add(
    `<linearGradient id="sunset" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5a5070"/><stop offset="0.55" stop-color="#f2b27a"/><stop offset="0.6" stop-color="#ffe0a8"/><stop offset="1" stop-color="#d8c8c0"/></linearGradient>`,
  );
  const leather = d.linearAt(
    [
      [0, '#f4ece0'],
      [0.6, '#d8cbb6'],
      [1, '#9a8a74'],
    ],
    0,
    300,
    0,
    600,
  );
  // A club seat: winged backrest with headrest and channel stitching, walnut-capped armrests.
  const seat = (x: number, y: number, s: number, flip: boolean): string => {
    const t = flip ? ` transform="translate(${n(2 * x)} 0) scale(-1 1)"` : '';
    const g = `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">`;
    return (
      `<g${t}>${g}` +
      `<path fill="${leather}" d="M-62 0C-66 -60 -74 -130 -70 -176C-66 -204 -40 -212 0 -212C40 -212 66 -204 70 -176C74 -130 66 -60 62 0Z"/>` +
      `<path fill="#f8f2e8" d="M-40 -150C-42 -176 -28 -192 0 -192C28 -192 42 -176 40 -150C26 -142 -26 -142 -40 -150Z"/>` +
      `<path fill="none" stroke="#b8a88e" stroke-width="2" d="M-36 -136C-38 -100 -38 -70 -36 -40M0 -140V-40M36 -136C38 -100 38 -70 36 -40"/>` +
      `<path fill="#e9dfcf" d="M-70 -30C-70 -56 -56 -64 0 -64C56 -64 70 -56 70 -30V16H-70Z"/>` +
      `<path fill="#d8cbb6" d="M-100 24V-58C-100 -72 -92 -78 -80 -78C-70 -78 -66 -72 -66 -58V24ZM100 24V-58C100 -72 92 -78 80 -78C70 -78 66 -72 66 -58V24Z"/>` +
      `<path fill="#5a341c" d="M-100 -62C-100 -74 -92 -80 -82 -80C-70 -80 -66 -74 -66 -62ZM100 -62C100 -74 92 -80 82 -80C70 -80 66 -74 66 -62Z"/>` +
      `<path fill="none" stroke="#c6a15b" stroke-width="1.5" d="M-100 -60H-66M66 -60H100"/>` +
      `<path fill="#2a2018" d="M-96 24H96V60H-96Z"/>` +
      `</g></g>`
    );
  };
  const table =
    `<path fill="${d.linear([
      [0, '#6a3e22'],
      [1, '#3a2214'],
    ])}" d="M300 470h200l20 30H280Z"/>` +
    `<rect x="280" y="500" width="240" height="8" fill="#2a1a10"/>` +
    `<path fill="none" stroke="#e6cf9a" stroke-width="2" d="M392 470v-20M386 470h12"/>` +
    `<path fill="#f2dca0" opacity="0.85" d="M384 412h16l-2 34q-6 6 -12 0Z"/>` +
    `<path fill="none" stroke="#f4ece0" stroke-width="1.5" opacity="0.6" d="M384 412l2 34q6 6 12 0l2 -34"/>`;
  const body =
    `<rect width="${W}" height="${H}" fill="${wall}"/>` +
    `<path fill="${ceiling}" d="M0 0H800L560 200Q400 170 240 200Z"/>` +
    `<path fill="none" stroke="${goldFill(d, 0, 0, 800, 200)}" stroke-width="3" d="M60 40Q400 -10 740 40M240 200Q400 170 560 200"/>` +
    `<path fill="#2e2822" d="M240 200L0 120V600H140L300 380ZM560 200L800 120V600H660L500 380Z"/>` +
    wins +
    `<path fill="#f6e8d0" opacity="0.12" d="M240 200Q400 170 560 200L500 380H300Z"/>` +
    `<path fill="${d.linear([
      [0, '#3e3026'],
      [1, '#1c1410'],
    ])}" d="M300 380H500L660 600H140Z"/>` +
    `<path fill="none" stroke="#c6a15b" stroke-width="1.5" opacity="0.6" d="M300 380L140 600M500 380L660 600"/>` +
    seat(330, 392, 0.45, false) +
    seat(470, 392, 0.45, true) +
    table +
    seat(120, 620, 1.2, false) +
    seat(690, 620, 1.2, true) +
    glow(d, 400, 290, 200, 140, '#ffd9a0', 0.25) +
    vignette(d, 0.55);
  return svgDoc(
    W,
    H,
    d,
    body,
    'A private jet cabin: ivory club seats and sunset through oval windows',
  );
}

/** An infinity pool at dusk: the hotel pavilion lit, loungers, palms, the sea beyond the edge. */
function hotels(): string {
  const d = new Defs();
  const edge = 340;
  const pavilion =
    `<path fill="#2a2420" d="M470 300V200H780V300Z"/>` +
    `<path fill="#1a1512" d="M450 200L480 176H790L800 200Z"/>` +
    `<rect x="480" y="208" width="300" height="88" fill="${d.linear([
      [0, '#ffd08a'],
      [1, '#c07a3a'],
    ])}"/>` +
    `<path fill="#2a2420" d="M530 208h8v88h-8ZM590 208h8v88h-8ZM650 208h8v88h-8ZM710 208h8v88h-8Z"/>` +
    `<path fill="#3a3028" d="M460 300H800V340H460Z"/>`;
  const lounger = (x: number, y: number, s: number): string =>
    `<path fill="#f4ece0" d="M${n(x)} ${n(y)}h${n(70 * s)}l${n(24 * s)} ${n(-22 * s)}l${n(4 * s)} ${n(4 * s)}l${n(-22 * s)} ${n(24 * s)}h${n(-76 * s)}Z"/>` +
    `<path stroke="#2a2420" stroke-width="${n(2 * s)}" d="M${n(x + 4 * s)} ${n(y + 6 * s)}v${n(8 * s)}M${n(x + 66 * s)} ${n(y + 6 * s)}v${n(8 * s)}"/>`;
  const parasol = (x: number, y: number, s: number): string =>
    `<path stroke="#2a2420" stroke-width="${n(2.5 * s)}" d="M${n(x)} ${n(y)}v${n(-90 * s)}"/>` +
    `<path fill="#e9dcc4" d="M${n(x - 60 * s)} ${n(y - 80 * s)}Q${n(x)} ${n(y - 118 * s)} ${n(x + 60 * s)} ${n(y - 80 * s)}Z"/>`;
  const world =
    sky(d, [
      [0, '#232640'],
      [0.5, '#8a607a'],
      [1, '#f2ae84'],
    ]) +
    sun(d, 240, 300, 16) +
    streaks(5, 60, 220, 10, '#f8c8b0', 0.3) +
    `<rect y="300" width="${W}" height="40" fill="${d.linear([
      [0, '#c58a80'],
      [1, '#5a5070'],
    ])}"/>` +
    glints(2, 240, 302, 338, 60, '#ffe6c0', 16) +
    pavilion +
    palm(430, 340, 240, -0.1, '#1a1620', 4) +
    palm(60, 350, 280, 0.2, '#1a1620', 5);
  const body =
    mirrored(d, world, edge, 0.55) +
    `<rect y="${edge}" width="${W}" height="${H - edge}" fill="${d.linear([
      [0, '#2a6a80', 0.55],
      [1, '#0e2a36', 0.9],
    ])}"/>` +
    `<rect y="${edge - 2}" width="${W}" height="4" fill="#e6cf9a" opacity="0.8"/>` +
    ripples(9, edge + 6, 500, '#f6d6a8', 30, 0.35) +
    // Stone deck in the foreground, loungers and a parasol waiting for the evening.
    `<path fill="${d.linear([
      [0, '#4a3e34'],
      [1, '#1e1814'],
    ])}" d="M0 500H800V600H0Z"/><path fill="#8a7a66" d="M0 498H800v5H0Z"/>` +
    lounger(470, 560, 1.5) +
    lounger(620, 566, 1.5) +
    parasol(600, 566, 1.4) +
    vignette(d, 0.5);
  return svgDoc(W, H, d, body, 'An infinity pool at dusk below a lit hotel pavilion');
}

/** A member in profile, cameo-style: backlit by the sun, rim-lit in gold. */
function testimonial(): string {
  const d = new Defs();
  const size = 600;
  const gold = goldFill(d, 0, 0, size, size);
  // Front outline, crown to collar: forehead, brow, nose, lips, chin, throat.
  const face =
    'M330 150C375 150 402 180 405 215C407 230 412 238 412 246C411 252 408 256 410 262' +
    'C418 274 429 288 434 297C437 304 428 310 418 310C420 316 426 320 424 326' +
    'C421 330 416 332 416 334C420 337 423 341 420 346C416 350 410 352 412 356' +
    'C416 362 422 370 419 378C416 388 406 394 396 396C384 398 374 400 370 410' +
    'C368 440 372 470 380 500';
  const head = `${face}L286 500C292 470 296 440 296 410C290 380 266 340 262 300C258 230 280 152 330 150Z`;
  const hair =
    'M404 212C402 170 370 138 326 138C278 138 244 176 244 236C244 272 250 300 258 318' +
    'C242 330 240 360 262 372C284 384 306 368 302 344C300 330 292 322 286 316' +
    'C298 270 328 230 362 214C380 206 396 206 404 212Z';
  const body =
    `<rect width="${size}" height="${size}" fill="${d.radialAt(
      [
        [0, '#f4dcae'],
        [0.45, '#d9a866'],
        [1, '#4a3424'],
      ],
      380,
      260,
      420,
    )}"/>` +
    `<circle cx="360" cy="270" r="170" fill="#fff0d0" opacity="0.25"/>` +
    `<circle cx="360" cy="270" r="186" fill="none" stroke="${gold}" stroke-width="1.5" opacity="0.7"/>` +
    `<path fill="#1a1412" d="M130 600C140 530 200 496 280 488L390 486C460 496 510 530 520 600Z"/>` +
    `<path fill="#2a201a" d="M284 488L334 560L388 486Z"/>` +
    `<path fill="none" stroke="#c6a15b" stroke-width="2" opacity="0.6" d="M284 488L326 600M388 486L352 600"/>` +
    `<path fill="#3a2a24" d="${head}"/>` +
    `<path fill="none" stroke="#ffe2b0" stroke-width="2.5" stroke-linecap="round" d="${face}"/>` +
    `<path fill="#1f1815" d="M288 444C318 458 352 458 380 444L392 500C352 514 318 514 280 500Z"/>` +
    `<path fill="none" stroke="#c6a15b" stroke-width="1.2" opacity="0.5" d="M290 446C318 458 350 458 376 446"/>` +
    `<path fill="#17110e" d="${hair}"/>` +
    `<path fill="none" stroke="#e6b878" stroke-width="1.5" opacity="0.7" d="M402 200C380 170 330 160 300 180"/>` +
    `<path fill="none" stroke="#17110e" stroke-width="2" stroke-linecap="round" d="M392 262q7 -4 13 0l3 -2"/>` +
    `<path fill="none" stroke="${gold}" stroke-width="2" d="M318 326v12"/><circle cx="318" cy="344" r="6" fill="#f6eee0"/><circle cx="316" cy="342" r="2" fill="#fff"/>` +
    `<g opacity="0.9">${monogram({ cx: 470, cy: 540, size: 38, fill: gold })}</g>` +
    `<rect width="${size}" height="${size}" fill="${d.radialAt(
      [
        [0.6, '#0c0b0a', 0],
        [1, '#0c0b0a', 0.45],
      ],
      300,
      280,
      440,
    )}"/>`;
  return svgDoc(size, size, d, body, 'Portrait of an Aurelian member, illustrated in profile');
}

export function buildHome(): void {
  writePublic('images/home/welcome.svg', welcome());
  writePublic('images/home/hotels.svg', hotels());
  writePublic('images/home/testimonial.svg', testimonial());
}

if (isMain(import.meta.url)) buildHome();
