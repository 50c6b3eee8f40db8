/** Small SVG authoring kit: rounded numbers, gradient definitions and a seeded random source. */

/** One decimal is invisible at our sizes and keeps every file small. */
export const n = (x: number): string => String(Math.round(x * 10) / 10);

export type Pt = readonly [number, number];
export type Stop = readonly [offset: number, color: string, opacity?: number];

export const PALETTE = {
  black: '#0c0b0a',
  espresso: '#1a1714',
  stone: '#2a2520',
  ivory: '#f4efe6',
  sand: '#d9cbb3',
  gold: '#c6a15b',
  goldLight: '#e6cf9a',
  goldDeep: '#8f6d33',
} as const;

/** Collects <defs> for one document and hands out unique ids. */
export class Defs {
  private items: string[] = [];
  private count = 0;

  id(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count.toString(36)}`;
  }

  add(markup: string): void {
    this.items.push(markup);
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    const coords = `x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"`;
    this.add(`<linearGradient id="${id}" ${coords}>${stopsMarkup(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** Linear gradient in user space, for shapes that must share one light direction. */
  linearAt(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id('u');
    const coords = `x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"`;
    this.add(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" ${coords}>${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r');
    this.add(
      `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in user space; rx/ry let a glow stretch along the horizon. */
  radialAt(stops: readonly Stop[], cx: number, cy: number, rx: number, ry = rx): string {
    const id = this.id('g');
    const squash =
      ry === rx
        ? ''
        : ` gradientTransform="translate(${n(cx)} ${n(cy)}) scale(1 ${(ry / rx).toFixed(3)}) translate(${n(-cx)} ${n(-cy)})"`;
    this.add(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(rx)}"${squash}>${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(markup: string): string {
    const id = this.id('c');
    this.add(`<clipPath id="${id}">${markup}</clipPath>`);
    return `url(#${id})`;
  }

  /** A soft blur; kept small because blur radius drives render cost. */
  blur(std: number): string {
    const id = this.id('b');
    this.add(
      `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  toString(): string {
    return this.items.length ? `<defs>${this.items.join('')}</defs>` : '';
  }
}

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(([o, c, a]) => {
      const op = a === undefined || a === 1 ? '' : ` stop-opacity="${a}"`;
      return `<stop offset="${o}" stop-color="${c}"${op}/>`;
    })
    .join('');
}

export function svgDoc(w: number, h: number, defs: Defs, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${label}">` +
    `<title>${label}</title>${defs.toString()}${body}</svg>\n`
  );
}

/** A number for a path: one decimal, no leading zero, so long ridges stay small. */
const c = (x: number): string => n(x).replace(/^(-?)0\./, '$1.');

/** Relative "l" segments; deltas come from rounded positions so errors never accumulate. */
function relative(pts: readonly Pt[]): string {
  const round = (v: number): number => Math.round(v * 10) / 10;
  const first = pts[0];
  if (!first) return '';
  let px = round(first[0]);
  let py = round(first[1]);
  let out = `M${c(px)} ${c(py)}l`;
  for (let i = 1; i < pts.length; i++) {
    const p = pts[i] as Pt;
    const x = round(p[0]);
    const y = round(p[1]);
    const dx = c(x - px);
    const dy = c(y - py);
    out += `${i > 1 && !dx.startsWith('-') ? ' ' : ''}${dx}${dy.startsWith('-') ? '' : ' '}${dy}`;
    px = x;
    py = y;
  }
  return out;
}

/** Closed polygon path from points. */
export function poly(pts: readonly Pt[]): string {
  return `${relative(pts)}Z`;
}

/** Open polyline path from points. */
export function line(pts: readonly Pt[]): string {
  return relative(pts);
}

/** Smooth closed-or-open path through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(pts: readonly Pt[], close = false): string {
  if (pts.length < 3) return line(pts);
  const at = (i: number): Pt => {
    const len = pts.length;
    const k = close ? (i + len) % len : Math.max(0, Math.min(len - 1, i));
    return pts[k] as Pt;
  };
  const first = at(0);
  let d = `M${n(first[0])} ${n(first[1])}`;
  const last = close ? pts.length : pts.length - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

/** Deterministic random source so every build produces byte-identical files. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

/** Mix two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p: number, s: number): number => (p >> s) & 255;
  const out = [16, 8, 0].map((s) => Math.round(lerp(ch(pa, s), ch(pb, s), t)));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
