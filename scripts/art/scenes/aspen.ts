import { aspenGrove, grass, treeline } from '../lib/flora';
import {
  glow,
  land,
  mirrored,
  mountain,
  ridge,
  ripples,
  sky,
  streaks,
  vignette,
  water,
} from '../lib/scene';
import type { Scene } from './types';

/** Maroon Bells over Maroon Lake, framed by golden aspens. */
export const aspenScene: Scene = (d) => {
  const bells = mountain(
    d,
    11,
    [
      [-10, 300],
      [110, 262],
      [190, 230],
      [262, 128],
      [318, 196],
      [352, 170],
      [430, 108],
      [500, 180],
      [560, 215],
      [680, 250],
      [810, 282],
    ],
    {
      fill: d.linear([
        [0, '#9a7a80'],
        [1, '#4a3c46'],
      ]),
      shadow: '#2a2540',
      light: -1,
      rough: 0.22,
      snow: {
        line: 215,
        fill: d.linear([
          [0, '#fde6d2'],
          [0.5, '#eec6ae'],
          [1, '#b99aa1'],
        ]),
      },
    },
  );
  const slope = land(
    ridge(
      5,
      [
        [-10, 318],
        [200, 296],
        [400, 322],
        [600, 290],
        [810, 316],
      ],
      0.12,
      5,
    ),
    '#2c3229',
  );
  const trees = treeline(4, -10, 820, 354, 14, 44, '#1e241f');
  const lake = water(
    d,
    350,
    [
      [0, '#6b5560'],
      [1, '#2a2428'],
    ],
    470,
  );
  const grove = aspenGrove(
    d,
    3,
    [
      [30, 640],
      [78, 560],
      [120, 610],
      [170, 470],
      [650, 520],
      [702, 600],
      [748, 650],
      [790, 560],
    ],
    620,
    '#ece4d6',
    ['#a8691f', '#d9a441', '#f1cd72'],
  );
  return (
    sky(d, [
      [0, '#2c2a3a'],
      [0.45, '#8b6a76'],
      [1, '#f0c39a'],
    ]) +
    glow(d, 300, 240, 420, 180, '#ffd9a8', 0.5) +
    streaks(8, 40, 140, 7, '#f6d2b0', 0.35) +
    lake +
    mirrored(d, bells.markup + slope + trees, 350, 0.42, 470) +
    ripples(3, 355, 468, '#f5dcc4', 26, 0.2) +
    land(
      [
        [-10, 470],
        [200, 462],
        [420, 476],
        [810, 466],
      ],
      '#3a3322',
    ) +
    grass(2, 0, 800, 478, 22, '#8a6a34', 0.6) +
    land(
      [
        [-10, 520],
        [300, 500],
        [810, 510],
      ],
      '#2a2419',
    ) +
    grove +
    vignette(d, 0.45)
  );
};
