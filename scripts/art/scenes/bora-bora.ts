import { palm } from '../lib/flora';
import { glow, mirrored, mountain, ripples, sky, streaks, vignette } from '../lib/scene';
import { lagoon, villa } from './lagoon';
import type { Scene } from './types';

/** Mount Otemanu's basalt crown above the lagoon and a line of overwater bungalows. */
export const boraBora: Scene = (d) => {
  const otemanu = mountain(
    d,
    181,
    [
      [120, 360],
      [220, 300],
      [300, 230],
      [350, 140],
      [372, 96],
      [398, 90],
      [410, 130],
      [440, 120],
      [470, 170],
      [540, 250],
      [640, 310],
      [760, 360],
    ],
    {
      fill: d.linear([
        [0, '#4a5a46'],
        [1, '#243226'],
      ]),
      shadow: '#141e1a',
      light: -1,
      rough: 0.14,
    },
  );
  let villas = '';
  for (let i = 0; i < 7; i++) villas += villa(120 + i * 95, 470 + (i % 2) * 6, 1.1);
  return (
    sky(d, [
      [0, '#3e4a70'],
      [0.5, '#e0a08a'],
      [1, '#f8d6a0'],
    ]) +
    glow(d, 640, 230, 360, 150, '#ffe0b0', 0.55) +
    streaks(181, 40, 200, 8, '#ffe6cc', 0.35) +
    mirrored(d, otemanu.markup, 362, 0.35) +
    lagoon(d, 362) +
    `<path fill="#c9e8dc" opacity="0.5" d="M0 430q200 -14 800 0v14q-400 -10 -800 6Z"/>` +
    ripples(13, 366, 600, '#ffffff', 36, 0.25) +
    villas +
    palm(770, 620, 330, -0.25, '#1c2822', 5) +
    vignette(d, 0.4)
  );
};
