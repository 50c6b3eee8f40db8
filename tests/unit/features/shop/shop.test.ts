import { describe, expect, it } from 'vitest';
import type { Product } from '@shared/schemas/catalog';
import { buyNowLabel, listPrice, priceSuffix, saleWas } from '@app/features/shop/lib/price';
import {
  completeTheLook,
  needsSize,
  productIdOf,
  purchaseKind,
} from '@app/features/shop/lib/purchase';

function product(id: number, category: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `P${id}`,
    description: '',
    price: '185.00',
    originalPrice: null,
    onSale: false,
    category,
    image: '',
    images: [],
    featured: false,
    createdAt: '',
    updatedAt: '',
    sizes: [],
    limitPerCustomer: 2,
    ...overrides,
  };
}

describe('shop prices (spec 2.6, 9)', () => {
  it('shows whole dollars plainly and cents when there are some', () => {
    expect(listPrice('297.00')).toBe('$297');
    expect(listPrice('2497.00')).toBe('$2,497');
    expect(listPrice('65.50')).toBe('$65.50');
  });

  it('marks the membership per year', () => {
    expect(priceSuffix('membership')).toBe('/year');
    expect(priceSuffix('guide')).toBe('');
  });

  it('the purchase button shows the total for the quantity, to the cent', () => {
    expect(buyNowLabel({ price: '185.00' }, 1)).toBe('Buy Now - $185.00');
    expect(buyNowLabel({ price: '185.00' }, 2)).toBe('Buy Now - $370.00');
  });

  it('strikes the original price only for a product on sale', () => {
    expect(saleWas({ onSale: true, originalPrice: '250.00' })).toBe('$250');
    expect(saleWas({ onSale: false, originalPrice: '250.00' })).toBeNull();
    expect(saleWas({ onSale: true, originalPrice: null })).toBeNull();
  });
});

describe('how a product is bought', () => {
  it('membership registers, consultation books, the rest goes to checkout', () => {
    expect(purchaseKind({ category: 'membership' })).toBe('membership');
    expect(purchaseKind({ category: 'consultation' })).toBe('consultation');
    expect(purchaseKind({ category: 'guide' })).toBe('checkout');
    expect(purchaseKind({ category: 'apparel' })).toBe('checkout');
    expect(needsSize({ category: 'apparel' })).toBe(true);
    expect(needsSize({ category: 'accessories' })).toBe(false);
  });

  it('reads only positive integer ids', () => {
    expect(productIdOf('4')).toBe(4);
    for (const raw of ['0', '01', '-3', '1e2', '2.0', 'abc', '', undefined]) {
      expect(productIdOf(raw)).toBeNull();
    }
  });

  it('Complete The Look: four others, pieces to wear and carry first', () => {
    const all = [
      product(1, 'guide'),
      product(2, 'membership'),
      product(4, 'apparel'),
      product(5, 'apparel'),
      product(6, 'accessories'),
      product(7, 'accessories'),
    ];
    expect(completeTheLook(all, 4).map((p) => p.id)).toEqual([5, 6, 7, 1]);
  });
});
