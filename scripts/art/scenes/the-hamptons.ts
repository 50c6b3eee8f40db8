import { windows } from '../lib/built';
import { grass } from '../lib/flora';
import { glints, glow, hills, sky, streaks, vignette, water } from '../lib/scene';
import { n } from '../lib/svg';
import type { Scene } from './types';

/** Shingle-style house above dunes and a pastel Atlantic evening. */
export const hamptons: Scene = (d) => {
  const house =
    // Cedar shingle body with a gambrel roof, white trim, dormers and lit windows.
    `<path fill="#7d7466" d="M300 330h230v-70h-230Z"/>` +
    `<path fill="#4e4a47" d="M288 262l30-52h194l30 52Z"/>` +
    `<path fill="#5a5551" d="M318 210l18-22h158l18 22Z"/>` +
    `<path fill="#efe9df" d="M286 262h258v5h-258ZM300 326h230v6h-230Z"/>` +
    `<path fill="#4e4a47" d="M358 240h34v-24l-17-12l-17 12ZM440 240h34v-24l-17-12l-17 12Z"/>` +
    `<rect x="470" y="168" width="16" height="34" fill="#6a625b"/>` +
    windows(6, 308, 274, 214, 48, 9, 2, '#f7cf86', 0.85) +
    `<rect x="366" y="222" width="18" height="14" fill="#f7cf86"/><rect x="448" y="222" width="18" height="14" fill="#f7cf86"/>`;
  const dunes = hills(
    [
      [-10, 370],
      [120, 330],
      [260, 350],
      [420, 328],
      [600, 345],
      [810, 320],
    ],
    '#c7a77d',
  );
  const fence = (() => {
    let f = '';
    for (let i = 0; i < 14; i++) {
      const t = i / 13;
      const x = 520 + t * 240;
      const y = 380 + t * 190;
      f += `<rect x="${n(x)}" y="${n(y - 22 - t * 18)}" width="${n(2 + t * 3)}" height="${n(22 + t * 18)}"/>`;
    }
    return `<g fill="#5a4633">${f}</g>`;
  })();
  return (
    sky(d, [
      [0, '#5d6478'],
      [0.45, '#c7a2a0'],
      [1, '#f3d2ae'],
    ]) +
    glow(d, 150, 300, 380, 140, '#ffe0b8', 0.6) +
    streaks(31, 50, 220, 10, '#fff0e0', 0.35) +
    water(
      d,
      318,
      [
        [0, '#b9a7a6'],
        [1, '#7f7f8a'],
      ],
      380,
    ) +
    glints(5, 150, 320, 370, 80, '#fff2dc', 20) +
    house +
    dunes +
    grass(4, -10, 810, 350, 26, '#7a6a3c', 1.2) +
    hills(
      [
        [-10, 470],
        [200, 430],
        [400, 460],
        [600, 420],
        [810, 440],
      ],
      '#a9875d',
    ) +
    `<path fill="#8a6b4b" d="M470 600L560 440h40L700 600Z"/>` +
    fence +
    grass(7, -10, 810, 450, 46, '#5f5230', 1) +
    hills(
      [
        [-10, 560],
        [250, 530],
        [500, 560],
        [810, 540],
      ],
      '#6c5638',
    ) +
    grass(9, -10, 810, 560, 70, '#3f3520', 1.2) +
    vignette(d, 0.4)
  );
};
