import { crownStamp, stamp } from '../lib/flora';
import { glints, H, haze, land, ridge, sky, sun, vignette, water } from '../lib/scene';
import { n, poly } from '../lib/svg';
import type { Scene } from './types';

/** Bixby Creek Bridge spanning its canyon above the Pacific, sea fog rolling in. */
export const bigSur: Scene = (d) => {
  const deckY = 300;
  const x0 = 200;
  const x1 = 640;
  const archTop = 320;
  const footY = 470;
  // Open-spandrel arch: a deck, an arch rib and vertical columns between them.
  let cols = '';
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    const x = x0 + t * (x1 - x0);
    const archY = footY - (footY - archTop) * Math.sin(Math.PI * t);
    cols += `M${n(x - 3)} ${deckY + 6}h6V${n(archY)}h-6Z`;
  }
  const arch = `M${x0} ${footY}Q${(x0 + x1) / 2} ${archTop * 2 - footY + 60} ${x1} ${footY}L${x1 - 22} ${footY}Q${(x0 + x1) / 2} ${archTop * 2 - footY + 90} ${x0 + 22} ${footY}Z`;
  const bridge =
    `<path fill="#d8c8b0" d="M120 ${deckY}H720v9H120Z"/><path fill="#d8c8b0" d="M120 ${deckY - 6}H720v2H120Z"/>` +
    `<path fill="#bda98e" d="${cols}"/><path fill="#cbb89c" d="${arch}"/>`;
  const leftPts = ridge(
    12,
    [
      [-10, 250],
      [90, 270],
      [170, 300],
      [230, 380],
      [270, 470],
      [300, 600],
    ],
    0.15,
    5,
  );
  const rightPts = ridge(
    13,
    [
      [560, 600],
      [600, 460],
      [650, 330],
      [700, 290],
      [810, 250],
    ],
    0.15,
    5,
  );
  const cliffL = land(
    leftPts,
    d.linear(
      [
        [0, '#2a2019'],
        [0.7, '#4a3a2c'],
        [1, '#8a6a4e'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  const cliffR = land(
    rightPts,
    d.linear(
      [
        [0, '#8a6a4e'],
        [0.25, '#4a3a2c'],
        [1, '#221a14'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  // Coastal scrub along the cliff tops and surf breaking at their feet.
  const scrubStamp = crownStamp(d, '#28301f', '#3e4a2c', 7);
  let scrub = '';
  for (const pts of [leftPts, rightPts]) {
    pts.forEach(([px, py], i) => {
      if (i % 4 === 0 && py < 420) scrub += stamp(scrubStamp, px, py + 4, 9 + (i % 3) * 3);
    });
  }
  const surf = `<path fill="none" stroke="#fbefe0" stroke-width="3" opacity="0.6" stroke-linecap="round" d="M272 560q20 -8 40 0t40 0M560 540q-18 -8 -36 2t-30 4M300 590q30 -10 60 -2"/>`;
  return (
    sky(d, [
      [0, '#2f3647'],
      [0.5, '#a1786c'],
      [1, '#f2c48c'],
    ]) +
    sun(d, 420, 380, 16) +
    water(d, 400, [
      [0, '#c39373'],
      [1, '#2a3038'],
    ]) +
    glints(7, 420, 402, 600, 70, '#ffe1b0', 45) +
    haze(d, 410, 60, '#f7dcc0', 0.8) +
    land(
      ridge(
        2,
        [
          [-10, 330],
          [80, 350],
          [160, 400],
        ],
        0.1,
        4,
      ),
      '#6e5a50',
      H,
      ' opacity="0.8"',
    ) +
    bridge +
    cliffL +
    cliffR +
    scrub +
    surf +
    `<path fill="#f2e6d8" opacity="0.35" d="${poly([
      [260, 600],
      [330, 560],
      [420, 575],
      [520, 550],
      [600, 600],
    ])}"/>` +
    land(
      ridge(
        14,
        [
          [-10, 480],
          [120, 520],
          [200, 600],
        ],
        0.2,
        4,
      ),
      '#1b1612',
    ) +
    land(
      ridge(
        15,
        [
          [620, 600],
          [700, 500],
          [810, 470],
        ],
        0.2,
        4,
      ),
      '#15110e',
    ) +
    vignette(d, 0.5)
  );
};
