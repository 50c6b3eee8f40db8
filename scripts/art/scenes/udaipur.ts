import { windows } from '../lib/built';
import {
  glints,
  hills,
  land,
  mirrored,
  ridge,
  ripples,
  sky,
  streaks,
  sun,
  vignette,
  water,
} from '../lib/scene';
import { n } from '../lib/svg';
import type { Scene } from './types';

/** The Lake Palace afloat on Lake Pichola, the City Palace and Aravalli hills behind. */
export const udaipur: Scene = (d) => {
  const y = 380;
  const chhatri = (x: number, top: number, w: number): string =>
    `<rect x="${n(x - w / 2)}" y="${top}" width="${w}" height="${n(w * 0.8)}" fill="#f6efe4"/>` +
    `<path fill="#efe4d4" d="M${n(x - w / 2 - 2)} ${top}q${n(w / 2 + 2)} -${n(w * 0.9)} ${n(w + 4)} 0Z"/>` +
    `<path fill="#e6cf9a" d="M${n(x - 1)} ${n(top - w * 0.7)}v-6h2v6Z"/>`;
  let palace =
    `<path fill="${d.linear([
      [0, '#fbf5ea'],
      [1, '#e6d6c0'],
    ])}" d="M230 ${y}V${y - 60}H560V${y}Z"/>` +
    `<path fill="#f4ebde" d="M300 ${y - 60}V${y - 96}H490V${y - 60}Z"/>`;
  for (let i = 0; i < 14; i++)
    palace += `<path fill="#b89a78" d="M${244 + i * 22} ${y - 14}v-22a6 6 0 0 1 12 0v22Z"/>`;
  for (let i = 0; i < 8; i++)
    palace += `<path fill="#b89a78" d="M${312 + i * 22} ${y - 66}v-18a5 5 0 0 1 10 0v18Z"/>`;
  palace +=
    chhatri(250, y - 74, 18) +
    chhatri(540, y - 74, 18) +
    chhatri(320, y - 110, 16) +
    chhatri(470, y - 110, 16) +
    chhatri(395, y - 122, 26);
  palace += windows(3, 236, y - 40, 318, 14, 30, 1, '#f6c46e', 0.5);
  const city =
    `<path fill="#b69c8a" d="M520 ${y - 104}h260v40H520Z"/><path fill="#a08878" d="M560 ${y - 150}h170v50H560Z"/>` +
    windows(9, 524, y - 146, 250, 80, 24, 6, '#f4c070', 0.3);
  return (
    sky(d, [
      [0, '#3c3a58'],
      [0.5, '#d09a82'],
      [1, '#f7d69e'],
    ]) +
    sun(d, 140, 250, 18) +
    streaks(161, 40, 200, 8, '#ffe4c4', 0.3) +
    land(
      ridge(
        3,
        [
          [-10, 300],
          [140, 240],
          [300, 290],
          [460, 250],
          [620, 300],
          [810, 260],
        ],
        0.12,
        4,
      ),
      '#8a7288',
    ) +
    land(
      ridge(
        4,
        [
          [420, 330],
          [560, 270],
          [700, 300],
          [810, 280],
        ],
        0.1,
        4,
      ),
      '#5e5068',
    ) +
    city +
    hills(
      [
        [-10, 340],
        [200, 330],
        [420, 340],
        [810, 330],
      ],
      '#4a4050',
    ) +
    water(d, 340, [
      [0, '#e4b48e'],
      [0.5, '#8a7a90'],
      [1, '#2e2a40'],
    ]) +
    mirrored(d, palace, y, 0.45) +
    glints(5, 140, 342, 600, 80, '#ffe6b8', 40) +
    ripples(6, 345, 600, '#f8dcc0', 36, 0.25) +
    // A ghat pavilion on the near bank frames the view.
    `<path fill="#1e1a22" d="M-10 600V520H150V600ZM10 520V450h8v70ZM122 520V450h8v70ZM0 452Q70 380 140 452Z"/>` +
    `<path fill="#1e1a22" d="M66 400v-16h8v16Z"/>` +
    vignette(d, 0.45)
  );
};
