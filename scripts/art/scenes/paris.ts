import { windows } from '../lib/built';
import { glow, land, ridge, sky, streaks, vignette } from '../lib/scene';
import { n, rng } from '../lib/svg';
import type { Scene } from './types';

/** The Eiffel Tower lit gold at blue hour over mansard rooftops. */
export const paris: Scene = (d) => {
  const cx = 520;
  const base = 470;
  const top = 70;
  const gold = d.linear([
    [0, '#f6e2a8'],
    [0.6, '#d9aa5a'],
    [1, '#9a6a2e'],
  ]);
  // Legs curve inward to the first platform; the shaft tapers to the antenna.
  const tower =
    `M${cx - 95} ${base}C${cx - 70} ${base - 70} ${cx - 50} ${base - 110} ${cx - 38} ${base - 140}` +
    `L${cx - 24} ${base - 230}C${cx - 14} ${base - 300} ${cx - 6} ${top + 70} ${cx - 3} ${top + 10}V${top}h6V${top + 10}` +
    `C${cx + 6} ${top + 70} ${cx + 14} ${base - 300} ${cx + 24} ${base - 230}L${cx + 38} ${base - 140}` +
    `C${cx + 50} ${base - 110} ${cx + 70} ${base - 70} ${cx + 95} ${base}h-26` +
    `C${cx + 50} ${base - 60} ${cx + 24} ${base - 80} ${cx} ${base - 82}C${cx - 24} ${base - 80} ${cx - 50} ${base - 60} ${cx - 69} ${base}Z`;
  const platforms = `<path fill="#7a5226" d="M${cx - 52} ${base - 142}h104v8h-104ZM${cx - 30} ${base - 232}h60v6h-60ZM${cx - 9} ${top + 40}h18v5h-18Z"/>`;
  let lattice = '';
  for (let y = base - 10; y > top + 60; y -= 14)
    lattice += `M${cx - 100} ${y}l200 -14M${cx - 100} ${y - 14}l200 14`;
  const clip = d.clip(`<path d="${tower}"/>`);
  const roofs = (() => {
    const r = rng(17);
    let out = '';
    let chimneys = '';
    for (let x = -20; x < 820;) {
      const w = 70 + r() * 60;
      const y = 470 + r() * 40;
      out += `M${n(x)} 600V${n(y)}l10 -26h${n(w - 20)}l10 26V600Z`;
      for (let c = 0; c < 3; c++) chimneys += `M${n(x + 14 + c * (w / 3))} ${n(y - 26)}v-12h6v12Z`;
      x += w;
    }
    return (
      `<path fill="#1d1a24" d="${out}${chimneys}"/>` +
      windows(3, 0, 500, 800, 70, 40, 4, '#f2c77a', 0.35)
    );
  })();
  return (
    sky(d, [
      [0, '#1e2238'],
      [0.55, '#5d4a6a'],
      [1, '#e3a67e'],
    ]) +
    glow(d, 520, 420, 500, 220, '#ffbf80', 0.45) +
    streaks(71, 50, 250, 9, '#f0b8a0', 0.25) +
    `<g fill="#2c2738">${land(
      ridge(
        3,
        [
          [-10, 480],
          [400, 470],
          [810, 475],
        ],
        0.02,
        4,
      ),
      '#3a3046',
    )}</g>` +
    glow(d, cx, 300, 140, 260, '#ffd58a', 0.35) +
    `<path fill="${gold}" d="${tower}"/>` +
    `<path clip-path="${clip}" fill="none" stroke="#7a5226" stroke-width="1.2" opacity="0.55" d="${lattice}"/>` +
    platforms +
    roofs +
    vignette(d, 0.5)
  );
};
