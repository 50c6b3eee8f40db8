import { palm } from '../lib/flora';
import { glints, sky, streaks, sun, vignette } from '../lib/scene';
import { n, type Pt, rng, smooth } from '../lib/svg';
import { lagoon } from './lagoon';
import type { Scene } from './types';

/** Granite boulders on a white beach at Mahé, palms leaning over clear water. */
export const seychelles: Scene = (d) => {
  const boulder = (cx: number, cy: number, rx: number, ry: number, seed: number): string => {
    const r = rng(seed);
    const pts: Pt[] = [];
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2;
      const k = 0.85 + r() * 0.2;
      pts.push([
        cx + Math.cos(a) * rx * k,
        cy + Math.sin(a) * ry * k * (Math.sin(a) > 0 ? 0.6 : 1),
      ]);
    }
    const body = smooth(pts, true);
    let grooves = '';
    for (let i = 0; i < 6; i++) {
      const gx = cx - rx * 0.7 + r() * rx * 1.4;
      grooves += `M${n(gx)} ${n(cy - ry * (0.5 + r() * 0.4))}q${n((r() - 0.5) * 10)} ${n(ry * 0.5)} ${n((r() - 0.5) * 6)} ${n(ry * 0.9)}`;
    }
    return (
      `<path fill="${d.linearAt(
        [
          [0, '#d9a890'],
          [0.5, '#8a6a6a'],
          [1, '#3e3440'],
        ],
        cx - rx,
        cy - ry,
        cx + rx,
        cy + ry,
      )}" d="${body}"/>` +
      `<path fill="none" stroke="#3a2c32" stroke-width="2" opacity="0.35" d="${grooves}"/>`
    );
  };
  return (
    sky(d, [
      [0, '#3a4d72'],
      [0.5, '#d8a890'],
      [1, '#f8dcb0'],
    ]) +
    sun(d, 420, 300, 16) +
    streaks(201, 40, 200, 9, '#ffeedd', 0.35) +
    lagoon(d, 320) +
    glints(14, 420, 322, 470, 80, '#fff2d8', 30) +
    `<path fill="#f4eadb" d="M-10 600V470Q200 440 420 460T810 450V600Z"/>` +
    `<path fill="#ffffff" opacity="0.5" d="M-10 472Q200 442 420 462T810 452v4Q600 466 420 466T-10 478Z"/>` +
    boulder(640, 390, 150, 120, 3) +
    boulder(540, 440, 80, 60, 4) +
    boulder(120, 430, 120, 90, 5) +
    boulder(230, 470, 60, 40, 6) +
    palm(700, 330, 300, -0.6, '#1e2a22', 8) +
    palm(760, 330, 260, -0.3, '#1e2a22', 9) +
    `<path fill="#d8c8b0" d="M-10 600V560Q300 540 810 570V600Z"/>` +
    vignette(d, 0.4)
  );
};
