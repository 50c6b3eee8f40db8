/** Man-made shapes shared by scenes: lit windows, skylines, yachts and sailboats. */
import { type Pt, n, poly, rng } from './svg';

/** Scattered lit windows inside a rectangle. */
export function windows(
  seed: number,
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  color: string,
  lit = 0.5,
): string {
  const r = rng(seed);
  const cw = w / cols;
  const rh = h / rows;
  let d = '';
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      if (r() > lit) continue;
      d += `M${n(x + i * cw + cw * 0.25)} ${n(y + j * rh + rh * 0.25)}h${n(cw * 0.5)}v${n(rh * 0.45)}h${n(-cw * 0.5)}Z`;
    }
  }
  return d ? `<path fill="${color}" d="${d}"/>` : '';
}

export interface SkylineOptions {
  fill: string;
  lights?: string;
  lit?: number;
  spires?: boolean;
}

/** A row of towers between x0 and x1 standing on `base`. */
export function skyline(
  seed: number,
  x0: number,
  x1: number,
  base: number,
  minH: number,
  maxH: number,
  o: SkylineOptions,
): string {
  const r = rng(seed);
  const pts: Pt[] = [[x0, base]];
  let lights = '';
  let x = x0;
  while (x < x1) {
    const w = 14 + r() * 26;
    const h = minH + Math.pow(r(), 1.6) * (maxH - minH);
    const top = base - h;
    pts.push([x, top]);
    if (o.spires && h > maxH * 0.7 && r() > 0.5) {
      pts.push([x + w * 0.45, top], [x + w * 0.5, top - h * 0.18], [x + w * 0.55, top]);
    } else if (r() > 0.6) {
      pts.push(
        [x + w * 0.2, top],
        [x + w * 0.2, top - 6],
        [x + w * 0.8, top - 6],
        [x + w * 0.8, top],
      );
    }
    pts.push([x + w, top]);
    if (o.lights) {
      lights += windows(
        Math.floor(r() * 1e6),
        x + 2,
        top + 6,
        w - 4,
        h - 10,
        Math.max(2, Math.round(w / 7)),
        Math.round(h / 9),
        o.lights,
        o.lit ?? 0.3,
      );
    }
    x += w + r() * 4;
  }
  pts.push([x, base]);
  return `<path fill="${o.fill}" d="${poly(pts)}"/>${lights}`;
}

/** A sleek motor yacht, bow to the right unless `flip`. Waterline at y. */
export function yacht(
  x: number,
  y: number,
  len: number,
  hull: string,
  glass: string,
  flip = false,
): string {
  const s = len / 100;
  const tf = flip ? ` transform="translate(${n(2 * x)} 0) scale(-1 1)"` : '';
  const P = (px: number, py: number): string => `${n(x + px * s)} ${n(y + py * s)}`;
  return (
    `<g${tf}>` +
    `<path fill="${hull}" d="M${P(0, 0)}L${P(-50, 0)}L${P(-52, -9)}L${P(-30, -10)}L${P(-26, -17)}L${P(10, -18)}L${P(22, -11)}L${P(50, -9)}L${P(44, -3)}Z"/>` +
    `<path fill="${hull}" d="M${P(-20, -17)}L${P(-16, -24)}L${P(4, -24)}L${P(12, -18)}Z"/>` +
    `<path fill="${glass}" d="M${P(-24, -13.5)}L${P(14, -14)}L${P(19, -12)}L${P(-24, -11.5)}Z"/>` +
    `<path fill="${glass}" d="M${P(-14, -20.5)}L${P(5, -20.5)}L${P(8, -18.5)}L${P(-14, -18.5)}Z"/>` +
    `</g>`
  );
}

/** A classic sloop: hull and two sails. */
export function sailboat(x: number, y: number, h: number, hull: string, sail: string): string {
  const s = h / 100;
  const P = (px: number, py: number): string => `${n(x + px * s)} ${n(y + py * s)}`;
  return (
    `<path fill="${hull}" d="M${P(-32, -6)}L${P(34, -6)}L${P(26, 2)}L${P(-26, 2)}Z"/>` +
    `<path fill="${sail}" d="M${P(0, -100)}L${P(0, -10)}L${P(-28, -10)}Z"/>` +
    `<path fill="${sail}" opacity="0.85" d="M${P(3, -94)}L${P(28, -10)}L${P(3, -10)}Z"/>`
  );
}
