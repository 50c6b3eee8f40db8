/** Land: fractal ridges, hills, snowcaps and shaded mountain ranges. */
import { H } from './canvas';
import { Defs, type Pt, n, poly, rng, smooth } from './svg';

/** Fractal ridge through key points; roughness is relative to each segment's length. */
export function ridge(seed: number, keys: readonly Pt[], rough: number, depth = 5): Pt[] {
  const r = rng(seed);
  const out: Pt[] = [];
  const split = (a: Pt, b: Pt, level: number): void => {
    if (level === 0) {
      out.push(a);
      return;
    }
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const m: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + (r() - 0.5) * len * rough];
    split(a, m, level - 1);
    split(m, b, level - 1);
  };
  for (let i = 0; i < keys.length - 1; i++) split(keys[i] as Pt, keys[i + 1] as Pt, depth);
  out.push(keys[keys.length - 1] as Pt);
  return out;
}

/** A land mass: ridge points closed down to `bottom`. `extra` adds attributes (id, opacity). */
export function land(pts: readonly Pt[], fill: string, bottom = H, extra = ''): string {
  const first = pts[0] as Pt;
  const last = pts[pts.length - 1] as Pt;
  return `<path fill="${fill}"${extra} d="${poly([...pts, [last[0], bottom], [first[0], bottom]])}"/>`;
}

/** Smooth rolling hills through key points. */
export function hills(keys: readonly Pt[], fill: string, bottom = H): string {
  const first = keys[0] as Pt;
  const last = keys[keys.length - 1] as Pt;
  const top = smooth(keys);
  return `<path fill="${fill}" d="${top}L${n(last[0])} ${bottom}L${n(first[0])} ${bottom}Z"/>`;
}

/** Snow on a mountain: a jagged band above `line`, clipped to the mountain's own shape. */
export function snowcap(
  d: Defs,
  seed: number,
  mountain: readonly Pt[],
  line: number,
  fill: string,
  clipId?: string,
): string {
  const first = mountain[0] as Pt;
  const last = mountain[mountain.length - 1] as Pt;
  const clip = clipId
    ? d.clip(`<use href="#${clipId}"/>`)
    : d.clip(`<path d="${poly([...mountain, [last[0], H], [first[0], H]])}"/>`);
  const r = rng(seed);
  const pts: Pt[] = [[first[0], 0]];
  // Occasional deep teeth read as couloirs where snow runs down gullies.
  for (let x = first[0]; x <= last[0]; x += 7) {
    const gully = r() > 0.82 ? 25 + r() * 45 : 0;
    pts.push([x, line + (r() - 0.3) * 22 + Math.sin(x / 23) * 10 + gully]);
  }
  pts.push([last[0], 0]);
  return `<path clip-path="${clip}" fill="${fill}" d="${poly(pts)}"/>`;
}

export interface MountainOptions {
  fill: string;
  /** Colour laid over the faces turned away from the light. */
  shadow: string;
  shadowOpacity?: number;
  /** Which side the light comes from: -1 left, 1 right. */
  light: -1 | 1;
  snow?: { line: number; fill: string };
  rough?: number;
  depth?: number;
}

/**
 * A range through key points with rock, optional snow, and a shadow face falling from every
 * key peak to the next key valley on the side away from the light.
 */
export function mountain(
  d: Defs,
  seed: number,
  keys: readonly Pt[],
  o: MountainOptions,
): { markup: string; pts: Pt[] } {
  const depth = o.depth ?? 4;
  const pts = ridge(seed, keys, o.rough ?? 0.18, depth);
  const step = 2 ** depth;
  const r = rng(seed + 99);
  const id = d.id('k');
  let out = land(pts, o.fill, H, ` id="${id}"`);
  if (o.snow) out += snowcap(d, seed, pts, o.snow.line, o.snow.fill, id);
  let faces = '';
  const ky = (i: number): number => (keys[i] as Pt)[1];
  for (let k = 1; k < keys.length - 1; k++) {
    if (!(ky(k) < ky(k - 1) && ky(k) < ky(k + 1))) continue;
    let v = k - o.light;
    while (v > 0 && v < keys.length - 1 && ky(v - o.light) > ky(v)) v -= o.light;
    const a = k * step;
    const b = v * step;
    const along = a < b ? pts.slice(a, b + 1) : pts.slice(b, a + 1).reverse();
    const peak = keys[k] as Pt;
    const valley = keys[v] as Pt;
    const base = Math.max(valley[1], peak[1]) + 70;
    // The shadow edge runs down from the summit, leaning a little toward the dark side.
    const edge: Pt[] = [];
    for (let t = 1; t > 0; t -= 0.125) {
      edge.push([
        peak[0] - o.light * (1 - t) * 40 + (r() - 0.5) * 12 * (1 - t),
        peak[1] + (1 - t) * (base - peak[1]),
      ]);
    }
    faces += poly([...along, [valley[0], base], ...edge.reverse()]);
  }
  const clip = d.clip(`<use href="#${id}"/>`);
  out += `<path clip-path="${clip}" fill="${o.shadow}" opacity="${o.shadowOpacity ?? 0.45}" d="${faces}"/>`;
  return { markup: out, pts };
}
