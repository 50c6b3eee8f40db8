/** A business jet in side profile, shaped by its type: fuselage, wing, tail, engines, windows. */
import { Defs, type Pt, n, poly } from './lib/svg';

export interface JetSpec {
  /** Fuselage length and depth in pixels. */
  length: number;
  depth: number;
  windows: number;
  window: 'oval' | 'round' | 'square';
  /** Nose length in fuselage depths; longer reads as faster. */
  nose: number;
  tail: 'T' | 'cruciform';
  engines: 2 | 3;
  /** Fin height and sweep, in fuselage depths. */
  fin: number;
  sweep: number;
  /** Near-wing projection below the belly, in depths. */
  wing: number;
}

export interface JetPaint {
  body: string;
  belly: string;
  stripe: string;
  glass: string;
  engine: string;
  rim: string;
}

/** Draws a jet with its nose at +x; (x, y) is the tail end of the fuselage's top line. */
export function jet(
  d: Defs,
  s: JetSpec,
  p: JetPaint,
  x: number,
  y: number,
  parked = false,
): string {
  const L = s.length;
  const D = s.depth;
  const X = (f: number): number => x + f * L;
  const noseStart = L - s.nose * D;
  const top = y;
  const belly = y + D;
  const tailX = X(0);
  const body =
    `M${n(tailX)} ${n(top + D * 0.18)}` +
    `C${n(X(0.1))} ${n(top + D * 0.02)} ${n(X(0.2))} ${n(top)} ${n(X(0.3))} ${n(top)}` +
    `H${n(x + noseStart)}` +
    `C${n(x + noseStart + s.nose * D * 0.55)} ${n(top)} ${n(x + L - D * 0.05)} ${n(top + D * 0.38)} ${n(x + L)} ${n(top + D * 0.62)}` +
    `C${n(x + L - D * 0.1)} ${n(belly)} ${n(x + noseStart + D * 0.2)} ${n(belly)} ${n(x + noseStart - D * 0.3)} ${n(belly)}` +
    `H${n(X(0.32))}` +
    `C${n(X(0.2))} ${n(belly)} ${n(X(0.06))} ${n(top + D * 0.62)} ${n(tailX)} ${n(top + D * 0.44)}Z`;
  const shade = d.linearAt(
    [
      [0, p.rim],
      [0.12, p.body],
      [0.55, p.body],
      [1, p.belly],
    ],
    0,
    top,
    0,
    belly,
  );
  // Fin: leading edge swept back from the rear fuselage; the tip sits aft of the root.
  const finH = s.fin * D;
  const sw = s.sweep * D;
  const rootFront = X(0.02) + D * 2.3;
  const tipFront = rootFront - sw;
  const tipBack = tipFront - D * 1.05;
  const fin: Pt[] = [
    [X(0.005), top + D * 0.2],
    [tipBack, top - finH],
    [tipFront, top - finH],
    [rootFront, top + D * 0.04],
  ];
  const stabY = s.tail === 'T' ? top - finH + D * 0.06 : top - finH * 0.42;
  const stabFront = s.tail === 'T' ? tipFront + D * 0.2 : rootFront - sw * 0.42 + D * 0.1;
  const stab: Pt[] = [
    [stabFront, stabY - D * 0.04],
    [stabFront - D * 1.7, stabY - D * 0.12],
    [stabFront - D * 2.2, stabY + D * 0.02],
    [stabFront - D * 0.2, stabY + D * 0.12],
  ];
  // Near wing reaching toward the viewer, swept hard back, with a winglet.
  const wr0 = X(0.4);
  const wr1 = X(0.6);
  // Parked, the eye is near wing height, so the near wing barely drops below the belly.
  const span = (parked ? 0.4 : s.wing) * D;
  const tipLead = wr1 - D * 2.7;
  const wing: Pt[] = [
    [wr1, belly - D * 0.12],
    [tipLead, belly + span],
    [tipLead - D * 0.75, belly + span + D * 0.04],
    [wr0, belly - D * 0.06],
  ];
  const winglet: Pt[] = [
    [tipLead, belly + span],
    [tipLead - D * 0.45, belly + span - D * 0.55],
    [tipLead - D * 0.7, belly + span - D * 0.55],
    [tipLead - D * 0.75, belly + span + D * 0.04],
  ];
  const wingFill = d.linearAt(
    [
      [0, p.body],
      [1, p.belly],
    ],
    0,
    belly - D * 0.1,
    0,
    belly + span,
  );
  const engine = (ex: number, ey: number, len: number, dia: number): string => {
    const fill = d.linearAt(
      [
        [0, p.rim],
        [0.25, p.engine],
        [1, '#4e4a52'],
      ],
      0,
      ey - dia / 2,
      0,
      ey + dia / 2,
    );
    return (
      `<path fill="${fill}" d="M${n(ex)} ${n(ey - dia * 0.36)}C${n(ex + len * 0.3)} ${n(ey - dia * 0.5)} ${n(ex + len * 0.8)} ${n(ey - dia * 0.52)} ${n(ex + len)} ${n(ey - dia * 0.46)}V${n(ey + dia * 0.46)}C${n(ex + len * 0.8)} ${n(ey + dia * 0.52)} ${n(ex + len * 0.3)} ${n(ey + dia * 0.5)} ${n(ex)} ${n(ey + dia * 0.36)}Z"/>` +
      `<path fill="${p.rim}" d="M${n(ex + len)} ${n(ey - dia * 0.46)}h${n(dia * 0.08)}v${n(dia * 0.92)}h${n(-dia * 0.08)}Z"/>` +
      `<path fill="#1a1714" d="M${n(ex - dia * 0.06)} ${n(ey - dia * 0.3)}h${n(dia * 0.08)}v${n(dia * 0.6)}h${n(-dia * 0.08)}Z"/>`
    );
  };
  const engLen = D * 2.1;
  const engDia = D * 0.6;
  const engX = X(0.08);
  const engY = top + D * 0.28;
  let third = '';
  if (s.engines === 3) {
    // Falcon's centre engine breathes through an S-duct ahead of the fin.
    third =
      `<path fill="${p.engine}" d="M${n(rootFront - D * 0.4)} ${n(top + D * 0.04)}C${n(rootFront - D * 0.1)} ${n(top - D * 0.34)} ${n(rootFront + D * 0.5)} ${n(top - D * 0.32)} ${n(rootFront + D * 0.8)} ${n(top - D * 0.3)}V${n(top + D * 0.04)}Z"/>` +
      `<path fill="#1a1714" d="M${n(rootFront + D * 0.76)} ${n(top - D * 0.3)}h${n(D * 0.06)}v${n(D * 0.3)}h${n(-D * 0.06)}Z"/>`;
  }
  // Cabin windows along the upper third; the cockpit glazing sits on the nose.
  const w0 = X(0.3);
  const w1 = x + noseStart - D * 0.45;
  let wins = '';
  const ww = s.window === 'oval' ? D * 0.26 : s.window === 'square' ? D * 0.22 : D * 0.18;
  const wh = s.window === 'oval' ? D * 0.2 : s.window === 'square' ? D * 0.22 : D * 0.18;
  const wy = top + D * 0.32;
  for (let i = 0; i < s.windows; i++) {
    const cx = w0 + ((w1 - w0) * (i + 0.5)) / s.windows;
    const rx = s.window === 'square' ? ww * 0.3 : ww / 2;
    wins += `<rect x="${n(cx - ww / 2)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" rx="${n(rx)}"/>`;
  }
  // Cockpit glazing: a slim swept band, the side window split from the windshield.
  const cx0 = x + noseStart;
  const cockpit =
    `M${n(cx0 + D * 0.2)} ${n(top + D * 0.36)}L${n(cx0 + D * 0.42)} ${n(top + D * 0.16)}L${n(cx0 + D * 0.9)} ${n(top + D * 0.18)}L${n(cx0 + D * 0.82)} ${n(top + D * 0.37)}Z` +
    `M${n(cx0 + D * 1.0)} ${n(top + D * 0.2)}C${n(cx0 + D * 1.4)} ${n(top + D * 0.22)} ${n(x + L - D * 0.75)} ${n(top + D * 0.3)} ${n(x + L - D * 0.55)} ${n(top + D * 0.42)}L${n(cx0 + D * 0.94)} ${n(top + D * 0.38)}Z`;
  const door = `<path fill="none" stroke="${p.belly}" stroke-width="1" opacity="0.6" d="M${n(x + noseStart - D * 0.55)} ${n(top + D * 0.25)}h${n(D * 0.42)}v${n(D * 0.62)}h${n(-D * 0.42)}Z"/>`;
  const stripe = `<path fill="${p.stripe}" d="M${n(X(0.06))} ${n(top + D * 0.6)}C${n(X(0.3))} ${n(top + D * 0.66)} ${n(x + noseStart)} ${n(top + D * 0.64)} ${n(x + L - D * 0.2)} ${n(top + D * 0.68)}l${n(-D * 0.05)} ${n(D * 0.06)}C${n(x + noseStart)} ${n(top + D * 0.7)} ${n(X(0.3))} ${n(top + D * 0.72)} ${n(X(0.06))} ${n(top + D * 0.66)}Z"/>`;
  const finFill = d.linearAt(
    [
      [0, p.rim],
      [0.3, p.body],
      [1, p.belly],
    ],
    0,
    top - finH,
    0,
    top + D * 0.2,
  );
  return (
    `<path fill="${finFill}" d="${poly(fin)}"/>` +
    `<path fill="${p.body}" d="${poly(stab)}"/>` +
    third +
    `<path fill="${shade}" d="${body}"/>` +
    stripe +
    `<g fill="${p.glass}">${wins}<path d="${cockpit}"/></g>` +
    door +
    engine(engX, engY, engLen, engDia) +
    `<path fill="${wingFill}" d="${poly(wing)}"/>` +
    `<path fill="${p.body}" d="${poly(winglet)}"/>` +
    (parked ? groundKit(x + noseStart, X(0.47), belly, D, p, wins.length > 0) : '')
  );
}

/** Landing gear, and an open door with its airstair, for a jet standing on the apron. */
function groundKit(
  noseX: number,
  mainX: number,
  belly: number,
  D: number,
  p: JetPaint,
  lit: boolean,
): string {
  const ground = belly + D * 0.95;
  const wheel = (cx: number, r: number): string =>
    `<circle cx="${n(cx)}" cy="${n(ground - r)}" r="${n(r)}" fill="#141210"/><circle cx="${n(cx)}" cy="${n(ground - r)}" r="${n(r * 0.45)}" fill="#5a5650"/>`;
  const strut = (cx: number, top: number, r: number): string =>
    `<path fill="#8a8690" d="M${n(cx - D * 0.05)} ${n(top)}h${n(D * 0.1)}V${n(ground - r)}h${n(-D * 0.1)}Z"/>`;
  const doorX = noseX - D * 0.55;
  const doorW = D * 0.42;
  const stair: string[] = [];
  for (let i = 1; i <= 5; i++) {
    const sy = belly - D * 0.1 + (i / 5) * (ground - belly + D * 0.1);
    stair.push(`M${n(doorX - i * D * 0.16)} ${n(sy)}h${n(doorW + D * 0.1)}`);
  }
  return (
    strut(noseX - D * 0.1, belly - D * 0.1, D * 0.22) +
    wheel(noseX - D * 0.1, D * 0.22) +
    strut(mainX, belly - D * 0.05, D * 0.3) +
    wheel(mainX - D * 0.18, D * 0.3) +
    wheel(mainX + D * 0.18, D * 0.3) +
    // Door open: warm cabin light in the opening, the stair folding down to the ground.
    (lit
      ? `<rect x="${n(doorX)}" y="${n(belly - D * 0.86)}" width="${n(doorW)}" height="${n(D * 0.8)}" rx="${n(D * 0.08)}" fill="#ffd79a"/>`
      : '') +
    `<path fill="${p.belly}" d="M${n(doorX)} ${n(belly - D * 0.08)}h${n(doorW)}L${n(doorX + doorW - D * 0.8)} ${n(ground)}h${n(-doorW)}Z"/>` +
    `<path d="${stair.join('')}" stroke="${p.rim}" stroke-width="${n(D * 0.04)}" opacity="0.7"/>` +
    `<path d="M${n(doorX + doorW)} ${n(belly - D * 0.5)}L${n(doorX + doorW - D * 0.8)} ${n(ground - D * 0.4)}" stroke="${p.rim}" stroke-width="${n(D * 0.03)}"/>`
  );
}
