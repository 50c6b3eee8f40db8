/** Small helpers the copy modules share: money labels and reading time from the same blocks. */
import type { Block } from './types';

/**
 * '$29.99', '$500', '$1,500': cents only when there are some, as the spec writes prices, unless
 * `cents` asks for them (payment figures such as '$19.00').
 */
export function usd(amount: number, cents = Math.round(amount * 100) % 100 !== 0): string {
  return `$${amount.toLocaleString('en-US', {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  })}`;
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
