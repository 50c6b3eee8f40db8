/** Trees and plants as silhouettes: palms, cypresses, pines, aspens and leafy crowns. */
import { type Defs, type Pt, n, poly, rng } from './svg';

const bez = (a: Pt, c: Pt, b: Pt, t: number): Pt => {
  const u = 1 - t;
  return [
    u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
    u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
  ];
};

/** One palm frond: a drooping spine with leaflets hanging off its underside. */
function frond(c: Pt, angle: number, len: number, droop: number): string {
  const tip: Pt = [c[0] + Math.cos(angle) * len, c[1] + Math.sin(angle) * len + droop * len * 0.45];
  const ctrl: Pt = [
    c[0] + Math.cos(angle) * len * 0.55,
    c[1] + Math.sin(angle) * len * 0.5 - len * 0.28,
  ];
  const upper: Pt[] = [];
  const lower: Pt[] = [];
  const steps = 11;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = bez(c, ctrl, tip, t);
    const q = bez(c, ctrl, tip, Math.min(1, t + 0.01));
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    const l = Math.hypot(dx, dy) || 1;
    const nx = -dy / l;
    const ny = dx / l;
    const side = Math.cos(angle) >= 0 ? 1 : -1;
    const w = Math.sin(Math.PI * t) * len * 0.05 + 0.6;
    upper.push([p[0] - nx * w * side, p[1] - ny * w * side]);
    // Leaflets: alternate long and short teeth hanging down and back along the spine.
    const hang = (i % 2 === 0 ? 0.2 : 0.06) * len * Math.sin(Math.PI * Math.min(1, t * 1.1));
    lower.push([
      p[0] + nx * w * side - (dx / l) * hang * 0.5 * side * side,
      p[1] + ny * w * side + hang,
    ]);
  }
  return poly([...upper, ...lower.reverse()]);
}

export function palm(
  x: number,
  y: number,
  h: number,
  lean: number,
  fill: string,
  seed = 1,
): string {
  const r = rng(seed);
  const top: Pt = [x + lean * h * 0.4, y - h];
  const mid: Pt = [x + lean * h * 0.05, y - h * 0.55];
  const w0 = h * 0.035;
  const w1 = h * 0.018;
  const trunk =
    `M${n(x - w0)} ${n(y)}Q${n(mid[0] - (w0 + w1) / 2)} ${n(mid[1])} ${n(top[0] - w1)} ${n(top[1])}` +
    `L${n(top[0] + w1)} ${n(top[1])}Q${n(mid[0] + (w0 + w1) / 2)} ${n(mid[1])} ${n(x + w0)} ${n(y)}Z`;
  const fronds: string[] = [];
  const count = 9;
  for (let i = 0; i < count; i++) {
    const a = Math.PI + (i / (count - 1)) * Math.PI + (r() - 0.5) * 0.25;
    const down = Math.sin(a) > -0.3 ? 1.2 : 0.7;
    fronds.push(frond(top, a, h * (0.34 + r() * 0.1), down));
  }
  fronds.push(frond(top, Math.PI * 0.85, h * 0.3, 1.5), frond(top, Math.PI * 0.15, h * 0.3, 1.5));
  return `<path fill="${fill}" d="${trunk}${fronds.join('')}"/>`;
}

/** Italian cypress: a tall flame. */
export function cypress(x: number, y: number, h: number, w: number, fill: string): string {
  const d =
    `M${n(x - w * 0.35)} ${n(y)}C${n(x - w * 0.62)} ${n(y - h * 0.35)} ${n(x - w * 0.42)} ${n(y - h * 0.75)} ${n(x)} ${n(y - h)}` +
    `C${n(x + w * 0.42)} ${n(y - h * 0.75)} ${n(x + w * 0.62)} ${n(y - h * 0.35)} ${n(x + w * 0.35)} ${n(y)}Z`;
  return `<path fill="${fill}" d="${d}"/>`;
}

/** Conifer with ragged tiers. */
export function pine(x: number, y: number, h: number, fill: string, seed = 1): string {
  const r = rng(seed);
  const tiers = 6;
  const pts: Pt[] = [[x, y - h]];
  const right: Pt[] = [];
  for (let i = 1; i <= tiers; i++) {
    const t = i / tiers;
    const ty = y - h + t * h * 0.88;
    const tw = h * 0.23 * t + r() * h * 0.03;
    right.push([x + tw, ty], [x + tw * 0.35, ty - h * 0.02]);
  }
  const left: Pt[] = right.map(([px, py]) => [2 * x - px + (r() - 0.5) * 2, py] as Pt).reverse();
  pts.push(
    ...right,
    [x + h * 0.02, y - h * 0.1],
    [x + h * 0.02, y],
    [x - h * 0.02, y],
    [x - h * 0.02, y - h * 0.1],
    ...left,
  );
  return `<path fill="${fill}" d="${poly(pts)}"/>`;
}

/** A round leafy crown (olive, maple, oak) built from overlapping discs. */
export function crown(
  x: number,
  y: number,
  rad: number,
  fill: string,
  seed = 1,
  trunk?: { h: number; fill: string },
  light?: string,
): string {
  const r = rng(seed);
  let out = trunk
    ? `<path fill="${trunk.fill}" d="M${n(x - rad * 0.08)} ${n(y + trunk.h)}L${n(x - rad * 0.04)} ${n(y)}L${n(x + rad * 0.04)} ${n(y)}L${n(x + rad * 0.08)} ${n(y + trunk.h)}Z"/>`
    : '';
  const blobs = (count: number, spread: number, size: number, dx: number, dy: number): string => {
    let d = '';
    for (let i = 0; i < count; i++) {
      const a = r() * Math.PI * 2;
      const dist = Math.sqrt(r()) * rad * spread;
      const cr = rad * size * (0.6 + r() * 0.6);
      const cx = x + dx + Math.cos(a) * dist;
      const cy = y + dy + Math.sin(a) * dist * 0.75;
      d += `M${n(cx - cr)} ${n(cy)}a${n(cr)} ${n(cr)} 0 1 0 ${n(cr * 2)} 0a${n(cr)} ${n(cr)} 0 1 0 ${n(-cr * 2)} 0Z`;
    }
    return d;
  };
  // Many small lobes give a leafy edge; a lit cap on the sun side gives the crown volume.
  out += `<path fill="${fill}" d="${blobs(light ? 16 : 12, 0.75, 0.3, 0, 0)}"/>`;
  if (light) out += `<path fill="${light}" d="${blobs(8, 0.5, 0.2, -rad * 0.22, -rad * 0.25)}"/>`;
  return out;
}

/** Defines a reusable crown (radius 40 at the origin) and returns its id for `stamp`. */
export function crownStamp(d: Defs, fill: string, light: string | undefined, seed: number): string {
  const id = d.id('t');
  d.add(`<g id="${id}">${crown(0, 0, 40, fill, seed, undefined, light)}</g>`);
  return id;
}

/** Places a stamped crown at (x, y), scaled so its radius is `rad`. */
export function stamp(id: string, x: number, y: number, rad: number, flip = false): string {
  const k = rad / 40;
  return `<use href="#${id}" transform="translate(${n(x)} ${n(y)}) scale(${(flip ? -k : k).toFixed(2)} ${k.toFixed(2)})"/>`;
}

/**
 * A stand of aspens: pale trunks with dark eyes, foliage placed as reused leaf clusters so a
 * whole grove costs a few kilobytes.
 */
export function aspenGrove(
  d: Defs,
  seed: number,
  trees: readonly (readonly [x: number, h: number])[],
  y: number,
  bark: string,
  leaves: readonly string[],
): string {
  const r = rng(seed);
  const cluster = d.id('a');
  let dots = '';
  leaves.forEach((c) => {
    let p = '';
    for (let i = 0; i < 14; i++) {
      const lx = (r() - 0.5) * 60;
      const ly = (r() - 0.5) * 44;
      const lr = 2 + r() * 3.2;
      p += `M${n(lx - lr)} ${n(ly)}a${n(lr)} ${n(lr * 0.8)} 0 1 0 ${n(lr * 2)} 0a${n(lr)} ${n(lr * 0.8)} 0 1 0 ${n(-lr * 2)} 0Z`;
    }
    dots += `<path fill="${c}" d="${p}"/>`;
  });
  d.add(`<g id="${cluster}">${dots}</g>`);
  let trunks = '';
  let marks = '';
  let foliage = '';
  for (const [x, h] of trees) {
    const w = Math.max(1.5, h * 0.012);
    trunks += `M${n(x - w)} ${n(y)}L${n(x - w * 0.45)} ${n(y - h)}L${n(x + w * 0.45)} ${n(y - h)}L${n(x + w)} ${n(y)}Z`;
    for (let i = 0; i < 5; i++) {
      marks += `M${n(x - w)} ${n(y - h * (0.05 + r() * 0.6))}h${n(w * 2)}v${n(1 + r() * 2)}h${n(-w * 2)}Z`;
    }
    for (let i = 0; i < 6; i++) {
      const t = r();
      const cx = x + (r() - 0.5) * h * 0.22 * (0.5 + t);
      const cy = y - h * (0.5 + t * 0.55);
      const sc = (h / 420) * (0.7 + r() * 0.6);
      const flip = r() > 0.5 ? -1 : 1;
      foliage += `<use href="#${cluster}" transform="translate(${n(cx)} ${n(cy)}) scale(${(sc * flip).toFixed(2)} ${sc.toFixed(2)})"/>`;
    }
  }
  return `<path fill="${bark}" d="${trunks}"/><path fill="#3a3024" opacity="0.5" d="${marks}"/>${foliage}`;
}

/** A distant forest edge as one spiky silhouette: far cheaper than single trees. */
export function treeline(
  seed: number,
  x0: number,
  x1: number,
  y: number,
  hMin: number,
  hMax: number,
  fill: string,
): string {
  const r = rng(seed);
  const pts: Pt[] = [[x0, y + 4]];
  for (let x = x0; x < x1;) {
    const w = 4 + r() * 6;
    const h = hMin + r() * (hMax - hMin);
    pts.push([x, y - h * 0.25], [x + w / 2, y - h], [x + w, y - h * 0.25]);
    x += w * (0.6 + r() * 0.5);
  }
  pts.push([x1, y + 4]);
  return `<path fill="${fill}" d="${poly(pts)}"/>`;
}

/** Tufts of dune grass along a line. */
export function grass(
  seed: number,
  x0: number,
  x1: number,
  y: number,
  h: number,
  color: string,
  density = 1,
): string {
  const r = rng(seed);
  let d = '';
  for (let x = x0; x < x1; x += (4 + r() * 10) / density) {
    const len = h * (0.3 + r() * r() * 1.2);
    const bend = (r() - 0.4) * len * 0.6;
    d += `M${n(x)} ${n(y)}Q${n(x + bend * 0.3)} ${n(y - len * 0.6)} ${n(x + bend)} ${n(y - len)}`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="1" stroke-linecap="round"/>`;
}
