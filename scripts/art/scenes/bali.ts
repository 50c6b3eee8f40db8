import { palm } from '../lib/flora';
import { H, haze, hills, sky, streaks, sun, vignette } from '../lib/scene';
import { n, type Pt, rng, smooth } from '../lib/svg';
import type { Scene } from './types';

/** Jatiluwih rice terraces stepping down the slope, a shrine and Mount Agung in haze. */
export const bali: Scene = (d) => {
  const r = rng(5);
  let terraces = '';
  // Each step: a flooded paddy catching the sky, its lip lit gold, the earth riser in shade.
  for (let i = 0; i < 10; i++) {
    const y = 312 + i * 26 + i * i * 1.6;
    const amp = 10 + i * 4;
    const keys: Pt[] = [];
    for (let x = -20; x < 840; x += 110)
      keys.push([x, y + Math.sin(x / 150 + i * 0.8) * amp + r() * 6]);
    keys.push([860, y + Math.sin(860 / 150 + i * 0.8) * amp]);
    const top = smooth(keys);
    const rise = 6 + i * 1.6;
    terraces += `<path fill="${d.linearAt(
      [
        [0, '#5a6a36'],
        [0.25, '#8aa452'],
        [1, '#b8c878'],
      ],
      0,
      y - amp,
      0,
      y + 60 + i * 6,
    )}" d="${top}L860 ${H}L-20 ${H}Z"/>`;
    terraces += `<path fill="none" stroke="#3e4424" stroke-width="${n(rise)}" opacity="0.55" transform="translate(0 ${n(rise / 2)})" d="${top}"/>`;
    terraces += `<path fill="none" stroke="#f2dc9a" stroke-width="${n(1 + i * 0.15)}" opacity="0.8" d="${top}"/>`;
  }
  const shrine =
    `<path fill="#3a2a22" d="M586 366h30v20h-30Z"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<path fill="#2a211c" d="M${576 + i * 3} ${358 - i * 14}h${50 - i * 6}l-${10 - i}-12h-${30 - i * 4}Z"/>`,
      )
      .join('');
  return (
    sky(d, [
      [0, '#4a5874'],
      [0.5, '#d8b090'],
      [1, '#f6dca8'],
    ]) +
    sun(d, 240, 230, 18) +
    streaks(191, 40, 180, 8, '#fff0d8', 0.35) +
    `<path fill="#8a8aa0" opacity="0.75" d="M300 300L470 170Q500 156 530 170L720 300Z"/>` +
    haze(d, 290, 80, '#f6e2c4', 0.6) +
    hills(
      [
        [-10, 310],
        [200, 280],
        [400, 300],
        [810, 290],
      ],
      '#5a6e44',
    ) +
    shrine +
    terraces +
    palm(680, 420, 220, -0.1, '#24301e', 6) +
    palm(120, 460, 260, 0.15, '#24301e', 7) +
    palm(720, 480, 180, 0.2, '#24301e', 8) +
    vignette(d, 0.45)
  );
};
