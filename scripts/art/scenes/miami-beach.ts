import { windows } from '../lib/built';
import { palm } from '../lib/flora';
import { glow, H, sky, streaks, vignette, W } from '../lib/scene';
import type { Scene } from './types';

/** An Art Deco hotel on Ocean Drive at violet dusk, palms and neon trim. */
export const miami: Scene = (d) => {
  const base = 470;
  const cream = d.linear([
    [0, '#f6e8da'],
    [1, '#d8c0ae'],
  ]);
  // Main block with rounded corner towers, a stepped central fin and a spire.
  let body =
    `<path fill="${cream}" d="M240 ${base}V236H560V${base}Z"/>` +
    `<path fill="#efdccb" d="M222 ${base}V230q0 -22 22 -22h22V${base}ZM578 ${base}V230q0 -22 -22 -22h-22V${base}Z"/>` +
    `<path fill="#efdccb" d="M366 236V176h68v60ZM380 176V146h40v30Z"/><path fill="#e2ccb8" d="M396 146V92h8v54Z"/>` +
    `<path fill="none" stroke="#cdb4a0" stroke-width="2" d="M232 214V${base}M244 210V${base}M256 210V${base}M544 210V${base}M556 210V${base}M568 214V${base}"/>`;
  // Eyebrow ledges over each window band, their shadows falling on the facade.
  for (let row = 0; row < 5; row++) {
    const y = 262 + row * 38;
    body += `<path fill="#bfa896" d="M270 ${y + 5}H530v4H270Z" opacity="0.6"/><path fill="#fff6ea" d="M266 ${y}H534v5H266Z"/>`;
    body +=
      windows(row + 3, 272, y + 10, 92, 22, 4, 1, '#f6cd85', 0.8) +
      windows(row + 9, 436, y + 10, 92, 22, 4, 1, '#f6cd85', 0.8);
  }
  body +=
    `<path fill="#8fd3c9" d="M240 240H560v4H240ZM222 236h44v3h-44ZM534 236h44v3h-44Z"/>` +
    glow(d, 400, 280, 60, 200, '#ff9fc0', 0.35) +
    `<path fill="#f6a9c0" d="M393 156h14v284h-14Z"/><path fill="#fff0f4" d="M398 160h4v276h-4Z"/>` +
    `<path fill="${d.linear([
      [0, '#ffd9a0'],
      [1, '#e8a868'],
    ])}" d="M240 ${base - 42}H560V${base}H240Z"/>` +
    `<path fill="#2e2236" d="M250 ${base - 48}H550l10 10H240Z"/>` +
    `<path fill="#3b2d3a" d="M300 ${base - 36}v36h4v-36ZM496 ${base - 36}v36h4v-36Z"/>`;
  const palms =
    palm(150, 560, 340, 0.15, '#1d1627', 1) +
    palm(90, 580, 250, -0.2, '#1d1627', 2) +
    palm(650, 560, 360, -0.12, '#1d1627', 3) +
    palm(720, 590, 270, 0.18, '#1d1627', 4);
  return (
    sky(d, [
      [0, '#2d2547'],
      [0.5, '#8f5d7e'],
      [1, '#f2b28a'],
    ]) +
    glow(d, 400, 460, 520, 200, '#ffc8a0', 0.5) +
    streaks(51, 40, 200, 9, '#f7c0b0', 0.3) +
    body +
    `<rect y="${base}" width="${W}" height="${H - base}" fill="${d.linear([
      [0, '#4b3a4a'],
      [1, '#1e1822'],
    ])}"/>` +
    `<path fill="#f5c9a0" opacity="0.25" d="M0 ${base + 4}H800v3H0Z"/>` +
    palms +
    vignette(d, 0.45)
  );
};
