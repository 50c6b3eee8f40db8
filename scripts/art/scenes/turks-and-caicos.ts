import { grass, palm } from '../lib/flora';
import { glints, glow, ripples, sky, streaks, vignette } from '../lib/scene';
import type { Scene } from './types';

/** Grace Bay: bands of turquoise shallows, a sandbar and a catamaran at golden hour. */
export const provo: Scene = (d) => {
  const bands = [
    [300, '#2f7f9a'],
    [350, '#3aa5b0'],
    [400, '#5cc3bd'],
    [445, '#8ad8c8'],
    [480, '#b8e6d6'],
  ] as const;
  let sea = '';
  bands.forEach(([y, c], i) => {
    sea += `<path fill="${c}" d="M-10 ${y}Q200 ${y - 8 - i * 2} 400 ${y + 4}T810 ${y - 4}V600H-10Z"/>`;
  });
  const cat =
    `<path fill="#f4efe6" d="M300 370h70l-6 6h-58ZM304 378h62l-4 4h-54Z"/>` +
    `<path fill="#f4efe6" d="M336 366V276l24 86Z"/><path fill="#ece4d6" d="M332 366V284l-26 80Z"/>`;
  return (
    sky(d, [
      [0, '#3e5a84'],
      [0.5, '#c8b0a8'],
      [1, '#f8e0b4'],
    ]) +
    glow(d, 600, 270, 360, 110, '#ffe8c0', 0.55) +
    streaks(221, 40, 200, 9, '#fff2e0', 0.35) +
    sea +
    glints(16, 600, 302, 420, 100, '#fff6e0', 24) +
    cat +
    ripples(17, 320, 520, '#ffffff', 40, 0.3) +
    `<path fill="#f6ecdc" d="M-10 600V520Q300 490 520 520T810 500V600Z"/>` +
    `<path fill="#ffffff" opacity="0.6" d="M-10 522Q300 492 520 522T810 502v5Q600 514 520 526T-10 528Z"/>` +
    grass(3, 600, 810, 560, 30, '#8a9a5a', 1.4) +
    `<ellipse cx="250" cy="575" rx="120" ry="10" fill="#c8b89c" opacity="0.5"/>` +
    `<path fill="#fbf6ee" stroke="#8a7458" stroke-width="1.5" d="M170 560h70l26 -24l5 4l-24 26h-77ZM280 566h70l26 -24l5 4l-24 26h-77Z"/>` +
    `<path stroke="#5a4a3a" stroke-width="2.5" d="M258 570V460"/><path fill="#f4efe6" d="M190 470Q258 426 326 470Z"/><path fill="#c6a15b" d="M190 470h136v3H190Z"/>` +
    palm(720, 580, 330, -0.35, '#1e2a22', 4) +
    vignette(d, 0.35)
  );
};
