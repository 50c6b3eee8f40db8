import { windows, yacht } from '../lib/built';
import { glow, mirrored, ripples, sky, streaks, vignette, W, water } from '../lib/scene';
import { n, rng } from '../lib/svg';
import type { Scene } from './types';

/** The old port: yachts stern-to, pastel quay houses and the ochre bell tower. */
export const saintTropez: Scene = (d) => {
  const quayY = 360;
  const colors = ['#f0c48a', '#e7a483', '#f3d9a6', '#d98c6a', '#f4e2c2', '#e2b46c'];
  const r = rng(12);
  let houses = '';
  for (let x = -10; x < 820;) {
    const w = 34 + r() * 30;
    const h = 70 + r() * 60;
    const c = colors[Math.floor(r() * colors.length)] ?? '#f0c48a';
    houses += `<rect x="${n(x)}" y="${n(quayY - h)}" width="${n(w)}" height="${n(h)}" fill="${c}"/>`;
    houses += `<path fill="#a4593a" d="M${n(x - 2)} ${n(quayY - h)}l${n(w / 2 + 2)} -8l${n(w / 2 + 2)} 8Z"/>`;
    houses += windows(
      Math.floor(x + 50),
      x + 3,
      quayY - h + 10,
      w - 6,
      h - 24,
      Math.max(2, Math.round(w / 14)),
      Math.round(h / 22),
      '#5a4a3e',
      0.9,
    );
    x += w;
  }
  const belfry =
    `<path fill="#e3a35a" d="M392 ${quayY - 150}h40v150h-40Z"/><path fill="#c98544" d="M432 ${quayY - 150}h10v150h-10Z"/>` +
    `<path fill="#5a3a2a" d="M402 ${quayY - 130}h20v22h-20Z"/>` +
    `<path fill="none" stroke="#3a2a22" stroke-width="2" d="M396 ${quayY - 150}q16 -40 32 0M412 ${quayY - 190}v-16"/>`;
  const boats =
    yacht(110, 470, 170, '#f4efe6', '#2f3540', true) +
    yacht(330, 455, 140, '#ece6dc', '#2f3540', true) +
    yacht(560, 462, 190, '#f4efe6', '#2f3540', true) +
    yacht(760, 450, 120, '#ece6dc', '#2f3540', true);
  let masts = '';
  for (let i = 0; i < 6; i++) masts += `M${n(60 + i * 140 + r() * 30)} 440v-${n(120 + r() * 60)}`;
  const harbour =
    houses + belfry + `<path stroke="#4a3c34" stroke-width="1.5" d="${masts}"/>` + boats;
  return (
    sky(d, [
      [0, '#3c4565'],
      [0.5, '#d49b82'],
      [1, '#f7d6a4'],
    ]) +
    glow(d, 620, 260, 360, 140, '#ffe0b0', 0.55) +
    streaks(91, 40, 200, 9, '#ffe6cc', 0.35) +
    `<rect y="${quayY}" width="${W}" height="8" fill="#8a6e5a"/>` +
    mirrored(d, harbour, 476, 0.35) +
    water(d, 476, [
      [0, '#6b5f6a', 0.65],
      [1, '#1f2430', 0.85],
    ]) +
    ripples(6, 480, 600, '#ffe2c0', 40, 0.3) +
    vignette(d, 0.45)
  );
};
