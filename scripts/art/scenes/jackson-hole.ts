import { grass } from '../lib/flora';
import { glow, haze, hills, land, mountain, ridge, sky, streaks, vignette } from '../lib/scene';
import type { Scene } from './types';

/** The Grand Teton behind a Mormon Row barn on the sage flats. */
export const jacksonHole: Scene = (d) => {
  // Grand Teton flanked by Mount Owen and the Middle Teton: steep, separate spires.
  const tetons = mountain(
    d,
    21,
    [
      [-10, 300],
      [80, 276],
      [150, 236],
      [200, 250],
      [250, 180],
      [290, 206],
      [335, 92],
      [372, 170],
      [398, 140],
      [430, 196],
      [470, 176],
      [540, 236],
      [620, 252],
      [720, 272],
      [810, 288],
    ],
    {
      fill: d.linear([
        [0, '#857480'],
        [1, '#3f3a45'],
      ]),
      shadow: '#1f2236',
      light: 1,
      rough: 0.2,
      snow: {
        line: 205,
        fill: d.linear([
          [0, '#fde7d2'],
          [1, '#c7adb0'],
        ]),
      },
    },
  );
  const barn =
    // Moulton barn: tall gable with flared shed wings either side.
    `<path fill="#4a3328" d="M470 400V330l40-30l40 30v70Z"/>` +
    `<path fill="#2e211b" d="M462 334l48-40l48 40l-6 2l-42-34l-42 34Z"/>` +
    `<path fill="#3e2b22" d="M430 400v-44l40-22v66ZM590 400v-44l-40-22v66Z"/>` +
    `<path fill="#2e211b" d="M424 358l46-26v5l-46 25ZM596 358l-46-26v5l46 25Z"/>` +
    `<rect x="500" y="348" width="20" height="28" fill="#221711"/>`;
  return (
    sky(d, [
      [0, '#27303d'],
      [0.55, '#9d7c6e'],
      [1, '#f1c38e'],
    ]) +
    glow(d, 650, 260, 400, 160, '#ffd8a0', 0.55) +
    streaks(41, 40, 160, 8, '#f6d7b5', 0.3) +
    tetons.markup +
    haze(d, 330, 60, '#f2cfa6', 0.55) +
    land(
      ridge(
        8,
        [
          [-10, 345],
          [300, 330],
          [600, 345],
          [810, 330],
        ],
        0.06,
        5,
      ),
      '#2d3429',
    ) +
    hills(
      [
        [-10, 400],
        [300, 392],
        [600, 402],
        [810, 395],
      ],
      '#8a7a4c',
    ) +
    barn +
    hills(
      [
        [-10, 440],
        [300, 425],
        [600, 445],
        [810, 430],
      ],
      '#6a5b36',
    ) +
    grass(11, -10, 810, 445, 18, '#a08a55', 0.7) +
    hills(
      [
        [-10, 520],
        [400, 500],
        [810, 515],
      ],
      '#3e3522',
    ) +
    grass(12, -10, 810, 520, 36, '#7d6a3f', 1) +
    vignette(d, 0.45)
  );
};
