import { sailboat, yacht } from '../lib/built';
import { crownStamp, palm, stamp } from '../lib/flora';
import {
  glints,
  glow,
  haze,
  mirrored,
  mountain,
  ripples,
  sky,
  streaks,
  vignette,
} from '../lib/scene';
import { n, rng } from '../lib/svg';
import { lagoon } from './lagoon';
import type { Scene } from './types';

/** Gustavia's bay: red roofs on green hills, yachts at anchor in turquoise water. */
export const stBarts: Scene = (d) => {
  const horizon = 372;
  const far = mountain(
    d,
    231,
    [
      [-10, 260],
      [110, 214],
      [230, 246],
      [330, 226],
      [420, 268],
      [520, 250],
      [640, 196],
      [740, 228],
      [810, 220],
    ],
    {
      fill: d.linear([
        [0, '#6a7a5a'],
        [1, '#3e5238'],
      ]),
      shadow: '#1e2e24',
      light: -1,
      rough: 0.1,
    },
  );
  const r = rng(21);
  const trees = [crownStamp(d, '#2e4a2c', '#5a7a44', 1), crownStamp(d, '#27402a', '#4a6a3c', 2)];
  let houses = '';
  let green = '';
  // Houses scattered over the slopes, thinning toward the bay; trees tucked between them.
  for (let i = 0; i < 46; i++) {
    const x = r() * 800;
    const slope = 250 + Math.abs(x - 420) * -0.12;
    const y = slope + r() * (horizon - slope - 14);
    const w = 9 + r() * 9 + (y - 250) * 0.06;
    houses += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(w * 0.7)}" fill="${r() > 0.2 ? '#f6efe4' : '#f2d8b8'}"/><path fill="${r() > 0.3 ? '#b6452e' : '#8a3a2a'}" d="M${n(x - 1.5)} ${n(y)}l${n(w / 2 + 1.5)} ${n(-w * 0.35)}l${n(w / 2 + 1.5)} ${n(w * 0.35)}Z"/>`;
    if (i % 2 === 0)
      green += stamp(trees[i % 4 === 0 ? 0 : 1] ?? '', x + w + 6, y + w * 0.6, 6 + r() * 6);
  }
  const shore = `<path fill="#2e4430" d="M-10 ${horizon}V330Q60 320 140 346Q200 366 260 ${horizon}ZM520 ${horizon}Q600 350 680 340Q760 330 810 336V${horizon}Z"/>`;
  return (
    sky(d, [
      [0, '#3a4a70'],
      [0.5, '#d9a894'],
      [1, '#f7dcae'],
    ]) +
    glow(d, 420, 250, 420, 140, '#ffe6c0', 0.55) +
    streaks(211, 40, 170, 8, '#ffeedd', 0.35) +
    mirrored(
      d,
      far.markup + haze(d, 268, 40, '#f6dcc0', 0.4) + green + houses + shore,
      horizon,
      1,
    ) +
    `<g opacity="0.82">${lagoon(d, horizon)}</g>` +
    glints(23, 420, horizon + 4, 600, 90, '#fff4e0', 30) +
    ripples(15, horizon + 4, 600, '#ffffff', 36, 0.3) +
    yacht(250, 452, 150, '#f4efe6', '#2f3a48') +
    yacht(590, 418, 96, '#f4efe6', '#2f3a48', true) +
    yacht(440, 396, 60, '#f4efe6', '#2f3a48') +
    sailboat(120, 420, 90, '#f4efe6', '#fbf6ee') +
    palm(760, 640, 360, -0.3, '#17221c', 5) +
    vignette(d, 0.4)
  );
};
