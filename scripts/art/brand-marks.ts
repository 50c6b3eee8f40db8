/** The Aurelian monogram and wordmark as pure outlines, shared by the logo, icons and artwork. */
import { cormorant, setText } from './lib/font';
import { Defs, PALETTE, n } from './lib/svg';

/** A brushed-metal gold running corner to corner. */
export function goldFill(defs: Defs, x0 = 0, y0 = 0, x1 = 100, y1 = 100): string {
  return defs.linearAt(
    [
      [0, PALETTE.goldLight],
      [0.35, PALETTE.gold],
      [0.55, '#f1e2b8'],
      [0.8, PALETTE.gold],
      [1, PALETTE.goldDeep],
    ],
    x0,
    y0,
    x1,
    y1,
  );
}

export interface MarkOptions {
  /** Centre and diameter of the mark. */
  cx: number;
  cy: number;
  size: number;
  fill: string;
  /** Small sizes drop the hairline ring and use a heavier letter. */
  simple?: boolean;
}

/** The monogram: a display-serif A inside a double ring, with a diamond at the crown. */
export function monogram(o: MarkOptions): string {
  const s = o.size / 100;
  const letter = setText(cormorant(o.simple ? 700 : 600), 'A', o.simple ? 92 : 66, 0, 0);
  const lw = letter.box.x1 - letter.box.x0;
  const lh = letter.box.y1 - letter.box.y0;
  const scale = s * (o.simple ? 1 : 1);
  const tx = o.cx - (letter.box.x0 + lw / 2) * scale;
  const ty = o.cy - (letter.box.y0 + lh / 2) * scale + (o.simple ? 0 : 1.5 * s);
  const glyph = `<path fill="${o.fill}" transform="translate(${n(tx)} ${n(ty)}) scale(${scale.toFixed(4)})" d="${letter.d}"/>`;
  if (o.simple) return glyph;
  const ring = (r: number, w: number): string =>
    `<circle cx="${n(o.cx)}" cy="${n(o.cy)}" r="${n(r * s)}" fill="none" stroke="${o.fill}" stroke-width="${n(w * s)}"/>`;
  const d = 3.2 * s;
  const diamond = (y: number): string =>
    `<path fill="${o.fill}" d="M${n(o.cx)} ${n(y - d)}L${n(o.cx + d * 0.7)} ${n(y)}L${n(o.cx)} ${n(y + d)}L${n(o.cx - d * 0.7)} ${n(y)}Z"/>`;
  return ring(48, 2.2) + ring(43.5, 0.7) + glyph + diamond(o.cy - 48 * s) + diamond(o.cy + 48 * s);
}

/** "AURELIAN" set wide in Cormorant, left edge at x, baseline at y; returns path and width. */
export function wordmark(
  x: number,
  baseline: number,
  size: number,
  fill: string,
  weight: 500 | 600 = 500,
) {
  const t = setText(cormorant(weight), 'AURELIAN', size, x, baseline, 0.3);
  return { markup: `<path fill="${fill}" d="${t.d}"/>`, width: t.width, box: t.box };
}
