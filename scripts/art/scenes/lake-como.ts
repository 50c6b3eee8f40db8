import { windows } from '../lib/built';
import { crown, cypress } from '../lib/flora';
import {
  glints,
  glow,
  haze,
  land,
  mirrored,
  ridge,
  sky,
  streaks,
  vignette,
  water,
} from '../lib/scene';
import type { Pt } from '../lib/svg';
import type { Scene } from './types';

/** A lakeside villa on its promontory, cypresses and a mahogany runabout on Lake Como. */
export const lakeComo: Scene = (d) => {
  const layer = (seed: number, keys: Pt[], fill: string): string =>
    land(ridge(seed, keys, 0.14, 4), fill);
  const villa =
    `<path fill="#e9c99a" d="M470 372v-70h150v70Z"/><path fill="#c99e6e" d="M620 372v-70h24v70Z"/>` +
    `<path fill="#9a5a3a" d="M462 304l18 -16h132l14 16ZM530 288v-28h40v28Z"/><path fill="#8a4a30" d="M526 262l24 -14l24 14Z"/>` +
    `<path fill="#5b3a2e" d="M486 318h16v24h-16ZM514 318h16v24h-16ZM542 318h16v24h-16ZM570 318h16v24h-16ZM598 318h12v24h-12Z"/>` +
    `<rect x="470" y="348" width="150" height="4" fill="#f5e4c8"/>` +
    windows(2, 480, 350, 130, 18, 6, 1, '#f6c66e', 0.8);
  const trees =
    cypress(452, 380, 120, 22, '#1f2a20') +
    cypress(640, 378, 104, 20, '#1f2a20') +
    cypress(668, 382, 132, 24, '#1a241b') +
    crown(700, 360, 34, '#26301f', 3) +
    crown(430, 362, 30, '#26301f', 4);
  const promontory = `<path fill="#2f3325" d="M380 390q60 -30 150 -22q120 4 260 28v10H380Z"/>`;
  return (
    sky(d, [
      [0, '#4b5a78'],
      [0.5, '#c8a3a0'],
      [1, '#f3d5a8'],
    ]) +
    glow(d, 180, 250, 300, 120, '#ffe6c0', 0.6) +
    streaks(101, 40, 180, 8, '#fff0e0', 0.3) +
    layer(
      1,
      [
        [-10, 250],
        [160, 200],
        [300, 250],
        [460, 215],
        [600, 260],
        [810, 230],
      ],
      '#9c93aa',
    ) +
    layer(
      2,
      [
        [-10, 300],
        [120, 250],
        [260, 310],
        [380, 300],
      ],
      '#6f6a82',
    ) +
    layer(
      3,
      [
        [420, 310],
        [560, 240],
        [700, 270],
        [810, 250],
      ],
      '#5a5670',
    ) +
    haze(d, 330, 60, '#f2dcc8', 0.5) +
    water(d, 340, [
      [0, '#d8b8a4'],
      [0.5, '#7c7f96'],
      [1, '#33364a'],
    ]) +
    glints(9, 180, 342, 600, 80, '#fff0d0', 40) +
    mirrored(d, promontory + villa + trees, 396, 0.35) +
    `<path fill="none" stroke="#f4e6d0" stroke-width="1.2" opacity="0.5" d="M320 480q-120 10 -300 40M320 484q-100 18 -260 70"/>` +
    `<path fill="#5a2e1c" d="M300 476l56 -2l-8 8h-44Z"/><path fill="#f4efe6" d="M318 474l12 -8h12l2 8Z"/>` +
    vignette(d, 0.45)
  );
};
