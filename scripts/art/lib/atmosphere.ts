/** Atmosphere: horizon haze, vignette, birds and the cloud sea seen from altitude. */
import { H, W } from './canvas';
import { Defs, type Pt, mix, n, rng, smooth } from './svg';

/** Atmospheric haze band lying on the horizon. */
export function haze(d: Defs, y: number, height: number, color: string, opacity: number): string {
  const fill = d.linear([
    [0, color, 0],
    [0.5, color, opacity],
    [1, color, 0],
  ]);
  return `<rect x="0" y="${n(y - height / 2)}" width="${W}" height="${n(height)}" fill="${fill}"/>`;
}

/** Cinematic edge darkening; the same on every scene so the set reads as one series. */
export function vignette(d: Defs, strength = 0.5): string {
  const fill = d.radialAt(
    [
      [0.55, '#0c0b0a', 0],
      [1, '#0c0b0a', strength],
    ],
    W / 2,
    H * 0.46,
    W * 0.68,
    H * 0.68,
  );
  return `<rect width="${W}" height="${H}" fill="${fill}"/>`;
}

/** A few distant birds. */
export function birds(
  seed: number,
  x: number,
  y: number,
  count: number,
  color: string,
  scale = 1,
): string {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const bx = x + (r() - 0.5) * 90 * scale;
    const by = y + (r() - 0.5) * 40 * scale;
    const s = (3 + r() * 3) * scale;
    out += `M${n(bx - s)} ${n(by - s * 0.3)}Q${n(bx - s * 0.4)} ${n(by - s * 0.5)} ${n(bx)} ${n(by + s * 0.2)}Q${n(bx + s * 0.4)} ${n(by - s * 0.5)} ${n(bx + s)} ${n(by - s * 0.3)}`;
  }
  return `<path d="${out}" fill="none" stroke="${color}" stroke-width="${n(1.1 * scale)}" stroke-linecap="round"/>`;
}

/** A sea of cloud seen from altitude: flat layered bands, lit along their upper edge. */
export function cloudSea(
  d: Defs,
  seed: number,
  y: number,
  layers: number,
  lit: string,
  shade: string,
  bottom = H,
  width = W,
): string {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < layers; i++) {
    const t = i / Math.max(1, layers - 1);
    const base = y + t * t * (bottom - y) * 0.7;
    const amp = 4 + t * 16;
    const keys: Pt[] = [];
    for (let x = -40; x < width + 40; x += 50 + r() * 60 + t * 60)
      keys.push([x, base - r() * amp * 2]);
    keys.push([width + 40, base - r() * amp * 2]);
    const fill = d.linearAt(
      [
        [0, lit],
        [0.35, mix(lit, shade, 0.4)],
        [1, shade],
      ],
      0,
      base - amp * 2,
      0,
      base + 40 + t * 60,
    );
    out += `<path fill="${fill}" d="${smooth(keys)}L${width + 40} ${bottom}L-40 ${bottom}Z"/>`;
  }
  return out;
}
