/** Water: surfaces, glints, ripples and mirrored reflections. */
import { H, W } from './canvas';
import { Defs, type Stop, n, rng } from './svg';

/** Water surface with a vertical fade. */
export function water(d: Defs, y: number, stops: readonly Stop[], bottom = H): string {
  return `<rect x="0" y="${n(y)}" width="${W}" height="${n(bottom - y)}" fill="${d.linear(stops)}"/>`;
}

/** A column of horizontal glints under a light source. */
export function glints(
  seed: number,
  x: number,
  y0: number,
  y1: number,
  spread: number,
  color: string,
  count = 40,
): string {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const t = r();
    const y = y0 + t * t * (y1 - y0);
    const s = spread * (0.25 + t);
    const cx = x + (r() - 0.5) * s * 1.6;
    const len = (4 + r() * 22) * (0.5 + t);
    out += `<rect x="${n(cx - len / 2)}" y="${n(y)}" width="${n(len)}" height="${n(0.8 + t * 1.6)}" rx="1"/>`;
  }
  return `<g fill="${color}" opacity="0.75">${out}</g>`;
}

/** Faint horizontal ripple lines across a body of water. */
export function ripples(
  seed: number,
  y0: number,
  y1: number,
  color: string,
  count = 30,
  opacity = 0.25,
): string {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const t = r();
    const y = y0 + t * (y1 - y0);
    const len = 20 + r() * 120 * (0.3 + t);
    out += `<rect x="${n(r() * W - len / 2)}" y="${n(y)}" width="${n(len)}" height="${n(0.6 + t)}"/>`;
  }
  return `<g fill="${color}" opacity="${opacity}">${out}</g>`;
}

/**
 * Draws markup and its mirror image about a horizontal axis, clipped to below it. The mirror is
 * a <use> of the original so reflections cost no file size.
 */
export function mirrored(
  d: Defs,
  markup: string,
  axis: number,
  opacity: number,
  bottom = H,
): string {
  const id = d.id('m');
  const clip = d.clip(`<rect x="0" y="${n(axis)}" width="${W}" height="${n(bottom - axis)}"/>`);
  return (
    `<g id="${id}">${markup}</g>` +
    `<g clip-path="${clip}"><use href="#${id}" opacity="${opacity}" transform="matrix(1 0 0 -1 0 ${n(axis * 2)})"/></g>`
  );
}
