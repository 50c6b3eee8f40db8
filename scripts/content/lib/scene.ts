/** Tiny kit for the text-free hero scenes: seeded randomness, gradients, ridges and reflections. */
import { n } from './files';

export const W = 1600;
export const H = 900;

/** mulberry32: the same seed always draws the same landscape. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Defs {
  private items: string[] = [];
  private count = 0;

  private id(): string {
    this.count += 1;
    return `g${this.count}`;
  }

  /** Vertical (or angled) gradient; stops are [offset, colour, opacity?]. */
  linear(stops: readonly (readonly [number, string, number?])[], x2 = 0, y2 = 1): string {
    const id = this.id();
    this.items.push(
      `<linearGradient id="${id}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(
    stops: readonly (readonly [number, string, number?])[],
    cx: number,
    cy: number,
    r: number,
    sy = 1,
  ): string {
    const id = this.id();
    const t =
      sy !== 1
        ? ` gradientTransform="translate(${n(cx)} ${n(cy)}) scale(1 ${sy}) translate(${n(-cx)} ${n(-cy)})"`
        : '';
    this.items.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${t}>${stopsOf(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(sd: number): string {
    const id = this.id();
    this.items.push(
      `<filter id="${id}" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    return `url(#${id})`;
  }

  markup(): string {
    return `<defs>${this.items.join('')}</defs>`;
  }
}

function stopsOf(stops: readonly (readonly [number, string, number?])[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`,
    )
    .join('');
}

/** A mountain or hill line from x0 to x1 closed down to `bottom`, as a path. */
export function ridge(
  rnd: () => number,
  base: number,
  amp: number,
  opts: { x0?: number; x1?: number; step?: number; bottom?: number; peaks?: number } = {},
): string {
  const { x0 = 0, x1 = W, step = 20, bottom = H, peaks = 3 } = opts;
  const phases = Array.from({ length: 4 }, () => rnd() * Math.PI * 2);
  const freq = (peaks * Math.PI * 2) / (x1 - x0);
  let d = `M${x0} ${bottom}`;
  for (let x = x0; x <= x1; x += step) {
    const t = x - x0;
    const y =
      base -
      amp *
        (0.55 * Math.sin(t * freq + (phases[0] ?? 0)) +
          0.3 * Math.sin(t * freq * 2.3 + (phases[1] ?? 0)) +
          0.15 * Math.sin(t * freq * 5.1 + (phases[2] ?? 0)) +
          0.08 * (rnd() - 0.5));
    d += `L${x} ${Math.round(y)}`;
  }
  return `${d}L${x1} ${bottom}Z`;
}

/** Scattered small dots (stars, far lights) inside a box. */
export function dots(
  rnd: () => number,
  count: number,
  box: { x: number; y: number; w: number; h: number },
  fill: string,
  maxR = 1.6,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = Math.round(box.x + rnd() * box.w);
    const y = Math.round(box.y + rnd() * box.h);
    const r = n(0.5 + rnd() * maxR);
    out += `<circle cx="${x}" cy="${y}" r="${r}" opacity="${n(0.35 + rnd() * 0.65)}"/>`;
  }
  return `<g fill="${fill}">${out}</g>`;
}

/** Short horizontal shimmer strokes on water under a light source. */
export function shimmer(
  rnd: () => number,
  cx: number,
  top: number,
  bottom: number,
  colour: string,
  spread = 120,
): string {
  let d = '';
  for (let y = top; y < bottom; y += 7) {
    const k = (y - top) / (bottom - top);
    const half = spread * (0.3 + k) * (0.4 + rnd() * 0.6);
    const x = cx + (rnd() - 0.5) * spread * 0.5;
    d += `M${Math.round(x - half)} ${y}h${Math.round(half * 2 * (0.4 + rnd() * 0.6))}`;
  }
  return `<path d="${d}" stroke="${colour}" stroke-width="2" stroke-linecap="round" opacity=".55"/>`;
}

export function svgScene(defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice" aria-hidden="true">${defs.markup()}${body}</svg>`;
}
