/** Sky and light: gradient skies, glows, the sun, cloud streaks and banks. */
import { H, W } from './canvas';
import { Defs, type Stop, mix, n, rng } from './svg';

export function sky(d: Defs, stops: readonly Stop[]): string {
  return `<rect width="${W}" height="${H}" fill="${d.linear(stops)}"/>`;
}

/** A soft light source: a stretched radial fade, optionally with a visible disc. */
export function glow(
  d: Defs,
  x: number,
  y: number,
  rx: number,
  ry: number,
  color: string,
  opacity = 1,
): string {
  const fill = d.radialAt(
    [
      [0, color, opacity],
      [0.35, color, opacity * 0.45],
      [1, color, 0],
    ],
    x,
    y,
    rx,
    ry,
  );
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
}

export function sun(
  d: Defs,
  x: number,
  y: number,
  r: number,
  core = '#fff6e0',
  rim = '#f0c676',
): string {
  const fill = d.radialAt(
    [
      [0, core],
      [0.7, mix(core, rim, 0.5)],
      [1, rim],
    ],
    x,
    y,
    r,
  );
  return (
    glow(d, x, y, r * 9, r * 4.5, rim, 0.55) +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/>`
  );
}

/** Long, thin golden-hour cloud streaks. */
export function streaks(
  seed: number,
  y0: number,
  y1: number,
  count: number,
  color: string,
  opacity: number,
): string {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = r() * W;
    const cy = y0 + r() * (y1 - y0);
    const rx = 60 + r() * 170;
    const ry = 2 + r() * 5;
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${color}" opacity="${(opacity * (0.4 + r() * 0.6)).toFixed(2)}"/>`;
  }
  return out;
}

/** Puffy cloud bank built from overlapping circles along a baseline. */
export function cloudBank(
  seed: number,
  x0: number,
  x1: number,
  y: number,
  size: number,
  fill: string,
  opacity = 1,
): string {
  const r = rng(seed);
  const parts: string[] = [];
  let x = x0;
  while (x < x1) {
    const rad = size * (0.5 + r());
    parts.push(`<circle cx="${n(x)}" cy="${n(y - rad * 0.5)}" r="${n(rad)}"/>`);
    x += rad * (0.8 + r() * 0.6);
  }
  parts.push(
    `<rect x="${n(x0 - size)}" y="${n(y - size * 0.5)}" width="${n(x1 - x0 + size * 2)}" height="${n(size * 1.6)}" rx="${n(size * 0.8)}"/>`,
  );
  return `<g fill="${fill}" opacity="${opacity}">${parts.join('')}</g>`;
}
