import { windows } from '../lib/built';
import { crownStamp, stamp, treeline } from '../lib/flora';
import { H, haze, hills, land, ridge, sky, streaks, sun, vignette } from '../lib/scene';
import { n, type Pt, rng } from '../lib/svg';
import type { Scene } from './types';

/** One upturned East Asian roof: centre x, eave line y, half-width w, height h. */
function eave(x: number, y: number, w: number, h: number, fill: string): string {
  return `<path fill="${fill}" d="M${n(x - w)} ${n(y - h * 0.35)}Q${n(x - w * 0.7)} ${n(y)} ${n(x - w * 0.45)} ${n(y)}H${n(x + w * 0.45)}Q${n(x + w * 0.7)} ${n(y)} ${n(x + w)} ${n(y - h * 0.35)}Q${n(x + w * 0.6)} ${n(y - h * 0.4)} ${n(x + w * 0.35)} ${n(y - h)}H${n(x - w * 0.35)}Q${n(x - w * 0.6)} ${n(y - h * 0.4)} ${n(x - w)} ${n(y - h * 0.35)}Z"/>`;
}

/** Yasaka pagoda rising over autumn maples in the Higashiyama hills. */
export const kyoto: Scene = (d) => {
  const x = 430;
  let pagoda = '';
  let y = 470;
  for (let i = 0; i < 5; i++) {
    const w = 92 - i * 11;
    pagoda += `<rect x="${n(x - w * 0.42)}" y="${n(y - 58)}" width="${n(w * 0.84)}" height="58" fill="#4a2a22"/>`;
    pagoda += `<rect x="${n(x - w * 0.3)}" y="${n(y - 46)}" width="${n(w * 0.6)}" height="30" fill="#7a3a26"/>`;
    pagoda += eave(x, y - 48, w, 22, '#231a1a');
    y -= 56;
  }
  pagoda += `<path fill="#d9b56a" d="M${x - 2} ${y - 6}V${y - 96}h4V${y - 6}Z"/>`;
  for (let i = 0; i < 9; i++)
    pagoda += `<ellipse cx="${x}" cy="${y - 30 - i * 7}" rx="${7 - i * 0.4}" ry="1.8" fill="#e6cf9a"/>`;
  const r = rng(7);
  const maple = [
    crownStamp(d, '#7a2218', '#c2452a', 1),
    crownStamp(d, '#9a3020', '#e07a3a', 2),
    crownStamp(d, '#b5442a', '#f0a24a', 3),
  ];
  const pick = (k: number): string => maple[k % maple.length] ?? '';
  let maples = '';
  for (let i = 0; i < 16; i++) {
    const mx = -20 + (i / 15) * 840 + (r() - 0.5) * 40;
    if (mx > 330 && mx < 530) continue;
    maples += stamp(pick(i), mx, 520 + r() * 50, 50 + r() * 30, r() > 0.5);
  }
  // Branches reaching in from the top corners, leaves clustered along them.
  const branch = (pts: readonly Pt[], seed: number): string => {
    let out = `<path fill="none" stroke="#2a1a16" stroke-width="5" stroke-linecap="round" d="M${pts.map(([px, py]) => `${n(px)} ${n(py)}`).join('L')}"/>`;
    pts.forEach(([px, py], k) => {
      out += stamp(pick(k + seed), px, py, 34 - k * 3, k % 2 === 0);
    });
    return out;
  };
  maples += branch(
    [
      [-10, 30],
      [60, 60],
      [120, 70],
      [170, 96],
      [210, 100],
    ],
    1,
  );
  maples += branch(
    [
      [810, 20],
      [740, 50],
      [690, 80],
      [640, 86],
    ],
    2,
  );
  // Machiya roofs around the pagoda's foot, with a few lit windows.
  let roofs = '';
  for (let x = -20; x < 820; x += 70 + r() * 40) {
    const y = 452 + r() * 16;
    roofs += `M${n(x)} 480V${n(y)}l18 -14h${n(50 + r() * 20)}l18 14V480Z`;
  }
  return (
    sky(d, [
      [0, '#3a3148'],
      [0.5, '#c07a6a'],
      [1, '#f5c892'],
    ]) +
    sun(d, 600, 300, 22) +
    streaks(121, 40, 230, 8, '#ffd8b8', 0.3) +
    land(
      ridge(
        1,
        [
          [-10, 330],
          [160, 290],
          [340, 320],
          [520, 280],
          [700, 310],
          [810, 290],
        ],
        0.1,
        4,
      ),
      '#7a5a66',
      H,
      ' opacity="0.8"',
    ) +
    haze(d, 340, 80, '#f3cca8', 0.6) +
    treeline(2, -10, 820, 450, 20, 60, '#3a2a2e') +
    hills(
      [
        [-10, 440],
        [200, 420],
        [420, 445],
        [620, 415],
        [810, 435],
      ],
      '#2e2226',
    ) +
    pagoda +
    `<path fill="#1e1618" d="${roofs}"/>` +
    `<rect y="478" width="800" height="122" fill="#1a1214"/>` +
    windows(4, 20, 462, 760, 14, 30, 1, '#f4c06a', 0.35) +
    maples +
    vignette(d, 0.5)
  );
};
