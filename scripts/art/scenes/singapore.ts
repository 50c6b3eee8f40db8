import { skyline, windows } from '../lib/built';
import { glints, glow, mirrored, ripples, sky, streaks, vignette, water } from '../lib/scene';
import type { Scene } from './types';

/** Marina Bay at blue hour: the three towers and their SkyPark, the lotus museum, reflections. */
export const singapore: Scene = (d) => {
  const base = 400;
  const tower = (x: number): string =>
    `<path fill="#4a4660" d="M${x} ${base}L${x + 6} ${base - 210}H${x + 40}L${x + 44} ${base}Z"/>` +
    windows(x, x + 6, base - 200, 34, 190, 5, 24, '#f6d08a', 0.35);
  const mbs =
    tower(420) +
    tower(486) +
    tower(552) +
    `<path fill="#3a3650" d="M400 ${base - 212}L412 ${base - 222}H616Q636 ${base - 224} 650 ${base - 232}L646 ${base - 216}Q630 ${base - 212} 612 ${base - 210}H410Z"/>` +
    `<path fill="#e6cf9a" opacity="0.8" d="M412 ${base - 222}H616v2H412Z"/>`;
  const lotus = `<path fill="#efe6dc" d="M180 ${base}q-30 -30 -26 -60q16 10 26 40q4 -36 24 -56q12 30 2 62q12 -30 38 -40q2 30 -26 54Z"/>`;
  const city =
    skyline(2, -10, 380, base, 40, 190, {
      fill: '#2c2a40',
      lights: '#f4c884',
      lit: 0.3,
      spires: true,
    }) + skyline(3, 660, 820, base, 60, 170, { fill: '#2c2a40', lights: '#f4c884', lit: 0.3 });
  let trees = '';
  for (const [x, h] of [
    [250, 80],
    [290, 110],
    [330, 90],
    [700, 96],
  ] as const) {
    trees += `<path fill="#2a2638" d="M${x - 3} ${base + 10}V${base + 10 - h}h6V${base + 10}Z"/><path fill="#6a4a78" d="M${x - 22} ${base + 10 - h}q22 -14 44 0l-8 6h-28Z"/>`;
  }
  return (
    sky(d, [
      [0, '#1c2240'],
      [0.55, '#5a4a78'],
      [1, '#e89a7a'],
    ]) +
    glow(d, 520, 380, 460, 150, '#ff b080'.replace(' ', ''), 0.45) +
    streaks(151, 40, 220, 8, '#d8a0b8', 0.25) +
    skyline(1, -10, 820, base, 30, 90, { fill: '#4a4468' }) +
    mirrored(d, city + mbs + lotus + trees, base + 12, 0.4) +
    water(d, base + 12, [
      [0, '#3a3558', 0.55],
      [1, '#141428', 0.9],
    ]) +
    ripples(7, base + 16, 600, '#f6c88a', 50, 0.3) +
    glints(8, 520, base + 16, 600, 160, '#f6d7a0', 40) +
    vignette(d, 0.5)
  );
};
