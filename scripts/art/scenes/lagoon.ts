/** Shared by the island scenes: the turquoise lagoon and the overwater villa. */
import { water } from '../lib/scene';
import { type Defs, n } from '../lib/svg';

/** A lagoon: deep blue at the horizon warming to turquoise and pale sand in the shallows. */
export function lagoon(d: Defs, y: number): string {
  return water(d, y, [
    [0, '#3f7f95'],
    [0.35, '#3fa6a8'],
    [0.75, '#7fd1c2'],
    [1, '#cfe7d6'],
  ]);
}

/** An overwater villa on stilts with a thatched hip roof and a lit interior. */
export function villa(x: number, y: number, s: number): string {
  const P = (px: number, py: number): string => `${n(x + px * s)} ${n(y + py * s)}`;
  return (
    `<path fill="#3a2a20" d="M${P(-30, 0)}h${n(60 * s)}v${n(3 * s)}h${n(-60 * s)}ZM${P(-26, 3)}v${n(14 * s)}h${n(2 * s)}v${n(-14 * s)}ZM${P(24, 3)}v${n(14 * s)}h${n(2 * s)}v${n(-14 * s)}ZM${P(-2, 3)}v${n(14 * s)}h${n(2 * s)}v${n(-14 * s)}Z"/>` +
    `<path fill="#e9dcc4" d="M${P(-22, 0)}v${n(-16 * s)}h${n(44 * s)}v${n(16 * s)}Z"/>` +
    `<path fill="#f6c878" d="M${P(-16, -3)}v${n(-10 * s)}h${n(14 * s)}v${n(10 * s)}ZM${P(4, -3)}v${n(-10 * s)}h${n(12 * s)}v${n(10 * s)}Z"/>` +
    `<path fill="#8a6a48" d="M${P(-34, -14)}L${P(-10, -34)}H${P(10, -34).split(' ')[0]}L${P(34, -14)}Z"/>` +
    `<path fill="#6a4e36" d="M${P(-34, -14)}L${P(34, -14)}l${n(-2 * s)} ${n(3 * s)}H${P(-32, -11).split(' ')[0]}Z"/>`
  );
}
