import { yacht } from '../lib/built';
import { crown, crownStamp, stamp } from '../lib/flora';
import { glints, H, land, ridge, sky, streaks, sun, vignette, water } from '../lib/scene';
import { mix, n, rng } from '../lib/svg';
import type { Scene } from './types';

/** A cubic house: lit face, shaded side, flat roof, a dark window or two. */
function cube(
  x: number,
  y: number,
  w: number,
  h: number,
  face: string,
  side: string,
  win: string,
  seed: number,
): string {
  const r = rng(seed);
  const sw = w * 0.28;
  let d = `<path fill="${side}" d="M${n(x + w)} ${n(y)}h${n(sw)}v${n(-h + h * 0.12)}l${n(-sw)} ${n(-h * 0.12)}Z"/>`;
  d += `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${face}"/>`;
  const wins = 1 + Math.floor(r() * 2);
  for (let i = 0; i < wins; i++) {
    const wx = x + w * (0.2 + i * 0.4 + r() * 0.1);
    d += `<rect x="${n(wx)}" y="${n(y - h * 0.7)}" width="${n(w * 0.16)}" height="${n(h * 0.3)}" fill="${win}"/>`;
  }
  return d;
}

/** Positano: pastel houses stacked down a cliff to the sea, a majolica dome catching the sun. */
export const amalfi: Scene = (d) => {
  const cliff = ridge(
    31,
    [
      [250, 600],
      [330, 420],
      [420, 300],
      [520, 170],
      [640, 90],
      [810, 40],
    ],
    0.12,
    4,
  );
  const pastel = ['#f0c9a4', '#e9b48c', '#f3dcb8', '#e8a98f', '#f6e6cc', '#d99b7a', '#efd08c'];
  const r = rng(5);
  const shrubs = [crownStamp(d, '#2e3a26', '#4e5e34', 1), crownStamp(d, '#26321f', '#3e4e2c', 2)];
  let houses = '';
  // Rows from the top of the cliff down; lower rows are nearer, so larger and drawn later.
  for (let row = 0; row < 8; row++) {
    const t = row / 7;
    const y = 130 + t * 420;
    const size = 20 + t * 40;
    const xStart = 560 - t * 290 + r() * 20;
    for (let x = xStart; x < 820; x += size * (1.1 + r() * 0.7)) {
      if (r() < 0.18) {
        houses += stamp(shrubs[row % 2] ?? '', x + size / 2, y - size * 0.2, size * 0.6);
        continue;
      }
      const c = mix(pastel[Math.floor(r() * pastel.length)] ?? '#f0c9a4', '#b89aa0', (1 - t) * 0.3);
      houses += cube(
        x,
        y + r() * size * 0.3,
        size,
        size * (0.7 + r() * 0.4),
        c,
        mix(c, '#5a3a3a', 0.35),
        '#4a3030',
        row * 97 + x,
      );
    }
  }
  const dome =
    `<rect x="520" y="470" width="60" height="60" fill="#efd9b8"/>` +
    `<path fill="${d.linear(
      [
        [0, '#f6e0a0'],
        [0.5, '#c6a15b'],
        [1, '#3f7a5c'],
      ],
      0,
      0,
      1,
      1,
    )}" d="M512 472a38 40 0 0 1 76 0Z"/>` +
    `<path fill="#e6cf9a" d="M548 434h4v-14h-4Z"/>`;
  return (
    sky(d, [
      [0, '#3a3f5c'],
      [0.5, '#c58a7a'],
      [1, '#f6cf9c'],
    ]) +
    sun(d, 150, 330, 18) +
    streaks(61, 60, 260, 10, '#ffe0c0', 0.35) +
    land(
      ridge(
        4,
        [
          [-10, 330],
          [120, 318],
          [220, 336],
        ],
        0.1,
        4,
      ),
      '#9a7a80',
      H,
      ' opacity="0.55"',
    ) +
    water(d, 340, [
      [0, '#d59e86'],
      [0.4, '#6b6a80'],
      [1, '#24283a'],
    ]) +
    glints(8, 150, 342, 600, 90, '#ffe4b8', 50) +
    land(
      cliff,
      d.linear([
        [0, '#6b5a4a'],
        [1, '#3b2f28'],
      ]),
    ) +
    houses +
    dome +
    crown(300, 560, 40, '#2c3326', 4) +
    yacht(160, 480, 70, '#f4efe6', '#39404a') +
    vignette(d, 0.45)
  );
};
