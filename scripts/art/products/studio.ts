/** The studio set every product stands in: a lit sweep, a floor, a soft contact shadow. */
import { Defs, type Stop, mix, n } from '../lib/svg';

export const S = 800;

export type Backdrop = 'stone' | 'sand' | 'ivory' | 'night';

const SETS: Record<Backdrop, { wall: string; floor: string; light: string }> = {
  stone: { wall: '#3a332c', floor: '#2a2520', light: '#6a5c4c' },
  sand: { wall: '#cdbda2', floor: '#b9a688', light: '#efe4d0' },
  ivory: { wall: '#ebe3d6', floor: '#d9cfbf', light: '#fbf7f0' },
  night: { wall: '#1a1714', floor: '#0c0b0a', light: '#3a322a' },
};

/** Wall with a spotlight, a floor from `horizon` down, and the floor's vignette. */
export function studio(d: Defs, b: Backdrop, horizon = 560): string {
  const s = SETS[b];
  const wall: Stop[] = [
    [0, s.light],
    [0.55, s.wall],
    [1, mix(s.wall, '#0c0b0a', 0.45)],
  ];
  const floor: Stop[] = [
    [0, mix(s.floor, s.light, 0.25)],
    [1, mix(s.floor, '#0c0b0a', 0.35)],
  ];
  return (
    `<rect width="${S}" height="${S}" fill="${d.radialAt(wall, S * 0.5, S * 0.36, S * 0.75, S * 0.6)}"/>` +
    `<rect y="${horizon}" width="${S}" height="${S - horizon}" fill="${d.linear(floor)}"/>` +
    `<rect y="${horizon - 40}" width="${S}" height="80" fill="${d.linear([
      [0, s.wall, 0],
      [0.5, mix(s.floor, s.light, 0.3), 0.5],
      [1, s.floor, 0],
    ])}"/>` +
    `<rect width="${S}" height="${S}" fill="${d.radialAt(
      [
        [0.55, '#0c0b0a', 0],
        [1, '#0c0b0a', b === 'night' || b === 'stone' ? 0.55 : 0.3],
      ],
      S / 2,
      S * 0.45,
      S * 0.72,
    )}"/>`
  );
}

/** Soft elliptical contact shadow on the floor. */
export function shadow(
  d: Defs,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  strength = 0.55,
): string {
  const fill = d.radialAt(
    [
      [0, '#0c0b0a', strength],
      [0.6, '#0c0b0a', strength * 0.35],
      [1, '#0c0b0a', 0],
    ],
    cx,
    cy,
    rx,
    ry,
  );
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
}

/** Dashed saddle stitching along a path: the tell of hand-finished leather. */
export function stitch(path: string, color: string, width = 1.4): string {
  return `<path d="${path}" fill="none" stroke="${color}" stroke-width="${width}" stroke-dasharray="5 4" stroke-linecap="round" opacity="0.85"/>`;
}

/** A product view: draws into an 800 x 800 canvas. */
export type View = (d: Defs) => string;

export interface ProductArt {
  label: string;
  views: readonly [View, View, View];
}
