import { pine } from '../lib/flora';
import { glow, land, ridge, sky, vignette } from '../lib/scene';
import { n, rng } from '../lib/svg';
import type { Scene } from './types';

/** Taktsang, the Tiger's Nest, clinging to its cliff above pine forest, prayer flags below. */
export const paro: Scene = (d) => {
  const cliff = `<path fill="${d.linear(
    [
      [0, '#5a4a44'],
      [1, '#2a2424'],
    ],
    0,
    0,
    1,
    0,
  )}" d="M360 0H820V600H300Q320 520 400 470Q440 430 420 380Q400 330 430 280Q460 200 420 120Q400 60 360 0Z"/>`;
  const streakD = (() => {
    const r = rng(3);
    let s = '';
    for (let i = 0; i < 18; i++) s += `M${n(440 + r() * 360)} ${n(r() * 500)}v${n(40 + r() * 120)}`;
    return s;
  })();
  const building = (x: number, y: number, w: number, h: number): string =>
    `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="#f4ece0"/>` +
    `<rect x="${x}" y="${y - h}" width="${w}" height="${n(h * 0.22)}" fill="#8a3a26"/>` +
    `<path fill="#c6a15b" d="M${x - 4} ${y - h}l${n(w / 2 + 4)} -12l${n(w / 2 + 4)} 12Z"/>` +
    `<rect x="${n(x + w * 0.3)}" y="${n(y - h * 0.6)}" width="${n(w * 0.14)}" height="${n(h * 0.22)}" fill="#4a2a22"/>` +
    `<rect x="${n(x + w * 0.6)}" y="${n(y - h * 0.6)}" width="${n(w * 0.14)}" height="${n(h * 0.22)}" fill="#4a2a22"/>`;
  const monastery = `<g transform="translate(420 300) scale(1.35) translate(-420 -300)">${building(388, 300, 54, 42) + building(430, 268, 46, 48) + building(400, 248, 34, 30) + building(462, 312, 40, 34) + building(352, 330, 40, 30)}</g>`;
  const mist = (cx: number, cy: number, rx: number, ry: number, a: number): string =>
    glow(d, cx, cy, rx, ry, '#f6e8e0', a);
  const r = rng(11);
  let flags = '';
  const fc = ['#c9483a', '#e0b84a', '#3f6fa0', '#f4efe6', '#4f8a5a'];
  for (let i = 0; i < 14; i++) {
    const t = i / 13;
    flags += `<rect x="${n(20 + t * 260)}" y="${n(470 - t * 60 + Math.sin(t * 3) * 10)}" width="12" height="16" fill="${fc[i % 5]}" transform="rotate(${n((r() - 0.5) * 20)} ${n(26 + t * 260)} ${n(478 - t * 60)})"/>`;
  }
  let pines = '';
  for (let i = 0; i < 16; i++)
    pines += pine(r() * 440, 540 + r() * 70, 80 + r() * 80, '#1c2620', i);
  return (
    sky(d, [
      [0, '#3e4a62'],
      [0.55, '#a89098'],
      [1, '#f2d0a8'],
    ]) +
    glow(d, 200, 260, 300, 140, '#ffe2b8', 0.55) +
    land(
      ridge(
        2,
        [
          [-10, 300],
          [120, 240],
          [260, 280],
          [380, 230],
        ],
        0.14,
        4,
      ),
      '#7e7a8e',
    ) +
    mist(180, 400, 300, 50, 0.8) +
    land(
      ridge(
        4,
        [
          [-10, 430],
          [150, 380],
          [320, 420],
          [420, 400],
        ],
        0.14,
        4,
      ),
      '#3a4238',
    ) +
    cliff +
    `<path stroke="#1e1a1a" stroke-width="2" opacity="0.35" d="${streakD}"/>` +
    monastery +
    mist(380, 392, 220, 34, 0.7) +
    mist(560, 470, 260, 40, 0.5) +
    pines +
    `<path fill="none" stroke="#2a2220" stroke-width="1" d="M10 470Q150 460 290 410"/>` +
    flags +
    vignette(d, 0.5)
  );
};
