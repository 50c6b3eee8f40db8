import { skyline } from '../lib/built';
import { glow, haze, sky, streaks, vignette } from '../lib/scene';
import type { Scene } from './types';

/** The city at dusk, Tokyo Tower lit orange, Fuji floating on the horizon. */
export const tokyo: Scene = (d) => {
  const tower =
    // Tokyo Tower: a tapering lattice with two observation decks.
    `<path fill="${d.linear([
      [0, '#f6b26a'],
      [1, '#c2522e'],
    ])}" d="M606 470L636 320L646 220L650 140h4L658 220L668 320L698 470h-14L652 340L620 470Z"/>` +
    `<path fill="#f6d6a0" d="M628 324h48v8h-48ZM640 226h24v6h-24Z"/>`;
  return (
    sky(d, [
      [0, '#1e2440'],
      [0.55, '#7a5c78'],
      [1, '#f0a880'],
    ]) +
    glow(d, 420, 330, 420, 140, '#ffc490', 0.5) +
    streaks(131, 40, 200, 8, '#f8c4b0', 0.3) +
    `<path fill="${d.linear([
      [0, '#7a7494'],
      [1, '#9a8aa0'],
    ])}" d="M180 360L330 250Q380 208 410 206Q440 208 490 250L640 360Z"/>` +
    `<path fill="#f6eef0" d="M346 238Q384 208 410 206Q436 208 474 238L462 246L450 236L440 250L428 238L414 256L402 238L390 252L380 238L368 250L358 240Z"/>` +
    haze(d, 360, 50, '#f2c0a0', 0.55) +
    skyline(3, -10, 820, 470, 40, 120, { fill: '#3a3150' }) +
    skyline(4, -10, 820, 520, 60, 200, {
      fill: '#221d30',
      lights: '#f6c680',
      lit: 0.15,
      spires: true,
    }) +
    tower +
    skyline(5, -10, 820, 600, 40, 100, { fill: '#15121e', lights: '#f2b86a', lit: 0.12 }) +
    vignette(d, 0.5)
  );
};
