import { windows } from '../lib/built';
import { pine, treeline } from '../lib/flora';
import {
  glints,
  glow,
  H,
  haze,
  hills,
  mirrored,
  mountain,
  ripples,
  sky,
  streaks,
  vignette,
  W,
} from '../lib/scene';
import { n, rng } from '../lib/svg';
import type { Scene } from './types';

/** The frozen lake below the Engadin peaks, the palace tower lit for the evening. */
export const stMoritz: Scene = (d) => {
  const alps = mountain(
    d,
    41,
    [
      [-10, 260],
      [100, 180],
      [180, 210],
      [280, 120],
      [360, 190],
      [460, 150],
      [560, 210],
      [660, 140],
      [740, 190],
      [810, 170],
    ],
    {
      fill: d.linear([
        [0, '#b5a3b5'],
        [1, '#6c6378'],
      ]),
      shadow: '#3a3a5a',
      light: -1,
      snow: {
        line: 230,
        fill: d.linear([
          [0, '#fff1e4'],
          [1, '#d9c8d0'],
        ]),
      },
    },
  );
  const town = (() => {
    let out = '';
    const r = rng(9);
    for (let i = 0; i < 16; i++) {
      const x = 90 + i * 26 + r() * 8;
      const y = 336 - Math.sin(i / 4) * 10;
      out += `<path fill="#3a3036" d="M${n(x)} ${n(y)}v-${n(18 + r() * 12)}l10 -10l10 10v${n(18)}Z"/>`;
    }
    return out + windows(5, 90, 310, 420, 24, 30, 2, '#f6c679', 0.5);
  })();
  const palace =
    `<path fill="#4a3c3e" d="M300 336v-70h30v-40l10 -24l10 24v40h30v70Z"/>` +
    windows(6, 304, 272, 72, 56, 6, 4, '#f8cf86', 0.7);
  const shore =
    alps.markup +
    haze(d, 300, 70, '#f6e0d0', 0.6) +
    hills(
      [
        [-10, 330],
        [150, 300],
        [300, 318],
        [500, 300],
        [650, 320],
        [810, 306],
      ],
      '#3e3b3e',
    ) +
    treeline(5, -10, 820, 338, 10, 30, '#2a2b2a') +
    town +
    palace;
  let bank = '';
  const r = rng(31);
  for (let i = 0; i < 7; i++)
    bank +=
      pine(r() * 150 - 20, 600, 130 + r() * 90, '#1e2420', i) +
      pine(650 + r() * 170, 600, 120 + r() * 100, '#1e2420', i + 9);
  return (
    sky(d, [
      [0, '#465069'],
      [0.5, '#b39aa8'],
      [1, '#f4d3b4'],
    ]) +
    glow(d, 640, 240, 380, 150, '#ffe2c0', 0.55) +
    streaks(81, 40, 150, 7, '#fff0e4', 0.3) +
    // Polished ice mirrors the valley faintly under a frosted sheen.
    mirrored(d, shore, 340, 0.5) +
    `<rect y="340" width="${W}" height="${H - 340}" fill="${d.linear([
      [0, '#efe4e6', 0.55],
      [0.5, '#d6cfd9', 0.75],
      [1, '#a9a6b8', 0.9],
    ])}"/>` +
    ripples(4, 345, 600, '#ffffff', 22, 0.45) +
    glints(6, 640, 342, 480, 160, '#fff2dc', 24) +
    `<path fill="none" stroke="#8e8ba0" stroke-width="1" opacity="0.4" d="M120 420l80 14l60 -6l90 20M420 470l120 -10l70 16M260 520l140 20"/>` +
    `<path fill="#3a3440" opacity="0.7" d="M300 440h3v-10h-3ZM312 442h3v-12h-3ZM480 470h3v-14h-3Z"/>` +
    hills(
      [
        [-10, 560],
        [120, 540],
        [300, 566],
        [500, 556],
        [810, 540],
      ],
      '#f4eef0',
    ) +
    bank +
    vignette(d, 0.4)
  );
};
