import { skyline } from '../lib/built';
import { H, haze, hills, sky, streaks, sun, vignette, W } from '../lib/scene';
import type { Scene } from './types';

/** Downtown Dubai from the desert edge: the Burj Khalifa above a hazy golden skyline. */
export const dubai: Scene = (d) => {
  const cx = 470;
  const base = 440;
  // The Burj: setbacks stepping in around a central spire.
  const burj =
    `M${cx - 34} ${base}V${base - 110}l8 -6V${base - 190}l8 -6V${base - 260}l7 -6V${base - 320}l6 -6V${base - 360}l4 -4V${base - 380}` +
    `l3 -4V${base - 400}l2 -2V${base - 420}L${cx} ${base - 440}` +
    `L${cx + 2} ${base - 420}V${base - 400}l2 2V${base - 380}l3 4V${base - 360}l4 4V${base - 320}l6 6V${base - 260}l7 6V${base - 190}l8 6V${base - 110}l8 6V${base}Z`;
  return (
    sky(d, [
      [0, '#3a3344'],
      [0.5, '#c4876a'],
      [1, '#f4cc8e'],
    ]) +
    sun(d, 250, 330, 24) +
    streaks(141, 60, 240, 6, '#ffe0b8', 0.25) +
    haze(d, 400, 120, '#f2c890', 0.6) +
    skyline(6, -10, 820, 440, 30, 120, { fill: '#8a6a66' }) +
    `<path fill="${d.linear(
      [
        [0, '#e8c98e'],
        [0.5, '#8a6656'],
        [1, '#4a3a40'],
      ],
      0,
      0,
      1,
      0,
    )}" d="${burj}"/>` +
    skyline(7, -10, 420, 450, 40, 170, {
      fill: '#4a3a42',
      lights: '#f4c27a',
      lit: 0.2,
      spires: true,
    }) +
    skyline(8, 530, 820, 450, 40, 190, {
      fill: '#4a3a42',
      lights: '#f4c27a',
      lit: 0.2,
      spires: true,
    }) +
    `<rect y="448" width="${W}" height="${H - 448}" fill="${d.linear([
      [0, '#c99a68'],
      [1, '#6a4a34'],
    ])}"/>` +
    hills(
      [
        [-10, 520],
        [180, 480],
        [360, 510],
        [560, 470],
        [810, 500],
      ],
      '#b3834f',
    ) +
    hills(
      [
        [-10, 600],
        [200, 540],
        [460, 570],
        [650, 530],
        [810, 560],
      ],
      '#7a5433',
    ) +
    `<path fill="none" stroke="#e8b878" stroke-width="1.2" opacity="0.5" d="M180 482q120 20 200 34M560 472q110 26 250 30"/>` +
    vignette(d, 0.45)
  );
};
