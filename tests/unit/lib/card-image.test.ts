import { describe, expect, it } from 'vitest';
import { cardImage, cardPosition } from '@app/lib/card-image';

const SVG = '/images/destinations/aspen.svg';

describe('cardImage', () => {
  it("loads the first card's picture before all else, as its lighter SVG", () => {
    expect(cardImage(SVG, 'first')).toEqual({
      src: SVG,
      loading: 'eager',
      fetchPriority: 'high',
      decoding: 'async',
    });
  });

  it('shows the other cards as AVIF: at once above the fold, else lazily', () => {
    expect(cardImage(SVG, 'above-the-fold')).toMatchObject({
      src: '/images/destinations/aspen.avif',
      loading: 'eager',
      fetchPriority: 'auto',
    });
    expect(cardImage(SVG)).toMatchObject({
      src: '/images/destinations/aspen.avif',
      loading: 'lazy',
      fetchPriority: 'auto',
    });
  });
});

describe('cardPosition', () => {
  it('places the first row (three cards) above the fold, the first of them first', () => {
    expect([0, 1, 2, 3, 10].map(cardPosition)).toEqual([
      'first',
      'above-the-fold',
      'above-the-fold',
      undefined,
      undefined,
    ]);
  });
});
