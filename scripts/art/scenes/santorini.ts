import { glints, land, ridge, sky, streaks, sun, vignette, water } from '../lib/scene';
import { n, rng } from '../lib/svg';
import type { Scene } from './types';

/** Oia at sunset: white houses cascading down the caldera, blue domes and a bell tower. */
export const santorini: Scene = (d) => {
  const r = rng(27);
  let houses = '';
  for (let row = 0; row < 9; row++) {
    const t = row / 8;
    const y = 250 + t * 320;
    const size = 22 + t * 40;
    for (let x = -20 + r() * 20; x < 520 - t * 120; x += size * (1.05 + r() * 0.5)) {
      const hh = size * (0.6 + r() * 0.4);
      houses += `<rect x="${n(x)}" y="${n(y - hh)}" width="${n(size)}" height="${n(hh)}" rx="${n(size * 0.08)}" fill="${r() > 0.85 ? '#f2d6b8' : '#fbf3ea'}"/>`;
      houses += `<path fill="#d9c3bb" d="M${n(x + size)} ${n(y)}h${n(size * 0.2)}v${n(-hh * 0.9)}l${n(-size * 0.2)} ${n(-hh * 0.1)}Z"/>`;
      if (r() > 0.45)
        houses += `<rect x="${n(x + size * 0.35)}" y="${n(y - hh * 0.6)}" width="${n(size * 0.22)}" height="${n(hh * 0.4)}" rx="${n(size * 0.1)}" fill="${r() > 0.5 ? '#3d6f9e' : '#6a5048'}"/>`;
    }
  }
  const dome = (x: number, y: number, rad: number): string =>
    `<rect x="${n(x - rad)}" y="${y}" width="${n(rad * 2)}" height="${n(rad * 1.4)}" fill="#fbf3ea"/>` +
    `<path fill="${d.linear([
      [0, '#5b8fc4'],
      [1, '#1f4a7a'],
    ])}" d="M${n(x - rad)} ${y}a${rad} ${n(rad * 1.05)} 0 0 1 ${rad * 2} 0Z"/>` +
    `<path fill="#e6cf9a" d="M${n(x - 1.5)} ${n(y - rad * 1.05)}v-${n(rad * 0.4)}h3v${n(rad * 0.4)}Z"/>`;
  const bell =
    `<path fill="#fbf3ea" d="M330 470v-96h44v96Z"/><path fill="#3d6f9e" d="M330 374a22 16 0 0 1 44 0Z"/>` +
    `<path fill="#4a3a3a" d="M342 400h8v14h-8ZM354 400h8v14h-8Z"/>`;
  return (
    sky(d, [
      [0, '#34416a'],
      [0.45, '#d98f80'],
      [1, '#f8d39a'],
    ]) +
    sun(d, 640, 250, 20) +
    streaks(111, 40, 200, 9, '#ffe0c8', 0.35) +
    land(
      ridge(
        6,
        [
          [560, 262],
          [640, 250],
          [720, 256],
          [810, 248],
        ],
        0.1,
        4,
      ),
      '#8d6f7e',
      268,
    ) +
    water(d, 264, [
      [0, '#e6a98a'],
      [0.45, '#5d6584'],
      [1, '#1f2740'],
    ]) +
    glints(10, 640, 266, 600, 110, '#ffe6b8', 50) +
    land(
      ridge(
        7,
        [
          [-10, 190],
          [200, 210],
          [420, 260],
          [560, 400],
          [640, 600],
        ],
        0.12,
        4,
      ),
      d.linear([
        [0, '#6a4a44'],
        [1, '#3a2a2a'],
      ]),
    ) +
    houses +
    dome(250, 400, 34) +
    dome(120, 320, 22) +
    bell +
    vignette(d, 0.45)
  );
};
