import { windows } from '../lib/built';
import { crown } from '../lib/flora';
import { glints, H, haze, hills, land, ridge, sky, streaks, sun, vignette, W } from '../lib/scene';
import { n, type Pt, rng } from '../lib/svg';
import type { Scene } from './types';

/** Vineyard rows converging on a low sun over the Mayacamas. */
export const napa: Scene = (d) => {
  const horizon = 330;
  const vp: Pt = [430, horizon];
  let rows = '';
  for (let i = -14; i <= 14; i++) {
    const x = vp[0] + i * 95;
    rows += `M${n(vp[0] + i * 2)} ${horizon}L${n(x - 14)} ${H}L${n(x + 14)} ${H}Z`;
  }
  const r = rng(9);
  let oaks = '';
  for (let i = 0; i < 6; i++)
    oaks += crown(60 + r() * 680, horizon - 6, 10 + r() * 10, '#3b3524', i, {
      h: 8,
      fill: '#3b3524',
    });
  return (
    sky(d, [
      [0, '#3a2f35'],
      [0.5, '#b3785a'],
      [1, '#f3cf95'],
    ]) +
    sun(d, 430, 300, 20) +
    streaks(21, 60, 200, 8, '#f8d7a8', 0.35) +
    land(
      ridge(
        1,
        [
          [-10, 250],
          [150, 210],
          [330, 240],
          [520, 200],
          [700, 235],
          [810, 220],
        ],
        0.1,
        5,
      ),
      '#9a6f5a',
      H,
      ' opacity="0.7"',
    ) +
    hills(
      [
        [-10, 300],
        [180, 275],
        [360, 300],
        [560, 270],
        [810, 295],
      ],
      '#6b5140',
    ) +
    haze(d, horizon - 20, 70, '#f6cf98', 0.55) +
    oaks +
    `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${d.linear([
      [0, '#a0794c'],
      [1, '#4f3a22'],
    ])}"/>` +
    `<path fill="${d.linear([
      [0, '#4a4a2a'],
      [1, '#20230f'],
    ])}" d="${rows}"/>` +
    glints(4, 430, 335, 600, 60, '#ffe2a8', 30) +
    // Winery: a stone building with a tiled roof and warm windows.
    `<path fill="#2a2018" d="M612 318h120v22h-120Z"/><path fill="#3c2b20" d="M604 318l24-16h88l24 16Z"/>` +
    windows(2, 616, 322, 112, 14, 8, 1, '#f5c36a', 0.8) +
    `<rect x="664" y="290" width="14" height="30" fill="#2a2018"/><path fill="#3c2b20" d="M660 290l11-10l11 10Z"/>` +
    vignette(d, 0.5)
  );
};
