import { palm } from '../lib/flora';
import { glints, mirrored, sky, streaks, sun, vignette } from '../lib/scene';
import { type Pt, smooth } from '../lib/svg';
import { lagoon, villa } from './lagoon';
import type { Scene } from './types';

/** Overwater villas strung along a jetty into a turquoise lagoon at sunset. */
export const maldives: Scene = (d) => {
  const horizon = 300;
  let villas = '';
  let jetty = '';
  const path: Pt[] = [];
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    const x = 820 - t * 560;
    const y = horizon + 20 + t * t * 200;
    path.push([x, y]);
    villas = villa(x, y, 0.6 + t * 1.6) + villas;
  }
  jetty = `<path fill="none" stroke="#4a3626" stroke-width="3" d="${smooth(path)}"/>`;
  const island =
    `<path fill="#2e3a2a" d="M40 ${horizon}q60 -8 150 0Z"/>` +
    palm(90, horizon, 40, 0.1, '#2a3426', 2) +
    palm(120, horizon, 46, -0.1, '#2a3426', 3) +
    palm(150, horizon, 36, 0.2, '#2a3426', 4);
  return (
    sky(d, [
      [0, '#34406a'],
      [0.5, '#d8978a'],
      [1, '#f8d8a4'],
    ]) +
    sun(d, 300, 270, 20) +
    streaks(171, 40, 220, 10, '#ffe6cc', 0.35) +
    lagoon(d, horizon) +
    glints(12, 300, horizon + 2, 600, 120, '#ffeccc', 50) +
    mirrored(d, island, horizon, 0.3) +
    jetty +
    villas +
    palm(40, 640, 380, 0.25, '#1e2a24', 9) +
    vignette(d, 0.4)
  );
};
