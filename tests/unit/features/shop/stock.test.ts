import { describe, expect, it } from 'vitest';
import {
  allSoldOut,
  isSoldOut,
  leftText,
  maxQuantity,
  oneSizeLine,
  stockLine,
} from '@app/features/shop/lib/stock';

const hoodie = {
  sizes: [
    { size: 'M', inStock: true, left: null },
    { size: 'XL', inStock: true, left: 1 },
    { size: 'XXL', inStock: false, left: null },
  ],
  limitPerCustomer: 2,
};

describe('what the product page says of stock (issue 39)', () => {
  it('names a sold-out size, and a count only when the API gave one', () => {
    expect(isSoldOut(stockLine(hoodie, 'XXL'))).toBe(true);
    expect(isSoldOut(stockLine(hoodie, 'M'))).toBe(false);
    expect(leftText(stockLine(hoodie, 'XL'))).toBe('Only 1 left');
    expect(leftText(stockLine(hoodie, 'M'))).toBeNull();
    expect(leftText(stockLine(hoodie, 'XXL'))).toBeNull();
  });

  it('treats a size with no line (no stock kept, a pre-rendered page) as for sale', () => {
    const page = { sizes: [], limitPerCustomer: 2 };
    expect(isSoldOut(stockLine(page, 'S'))).toBe(false);
    expect(allSoldOut(page)).toBe(false);
    expect(oneSizeLine(page)).toBeUndefined();
    expect(maxQuantity(page)).toBe(2);
  });

  it('lets a buyer choose no more than are left, nor past the limit', () => {
    expect(maxQuantity(hoodie, stockLine(hoodie, 'XL'))).toBe(1);
    expect(maxQuantity(hoodie, stockLine(hoodie, 'M'))).toBe(2);
    expect(maxQuantity({ limitPerCustomer: 1 }, stockLine(hoodie, 'M'))).toBe(1);
  });

  it('is sold out only when every size it keeps is', () => {
    expect(allSoldOut(hoodie)).toBe(false);
    expect(allSoldOut({ sizes: [{ size: 'One size', inStock: false, left: null }] })).toBe(true);
  });
});
