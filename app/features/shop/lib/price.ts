import type { Product } from '@shared/schemas/catalog';
import { usd } from '@app/content/text';

/*
 * Written out (content/text.ts's usd) rather than with Intl.NumberFormat: /shop loads this module
 * with its first screen, and a page's first locale-aware number format initialises ICU on the
 * main thread, 175–320 ms of a phone's (4x CPU) in one task while /shop hydrates (issue 40).
 */

/** "$185.00": the purchase button's figure, to the cent. */
export const money = (amount: number) => usd(amount, true);

/** "$297", "$2,497", "$65.50": a list price shows cents only when it has some (spec 2.6). */
export function listPrice(price: string): string {
  const amount = Number(price);
  return usd(amount, !Number.isInteger(amount));
}

/** The membership is billed annually (spec 9: "$2,497/year"); the rest are one-off. */
export const priceSuffix = (category: string) => (category === 'membership' ? '/year' : '');

/** "Buy Now - $185.00", the total for the chosen quantity. */
export const buyNowLabel = (product: Pick<Product, 'price'>, quantity: number) =>
  `Buy Now - ${money(Number(product.price) * quantity)}`;

/** The struck-through figure, only when the product is on sale and has one. */
export const saleWas = (product: Pick<Product, 'onSale' | 'originalPrice'>) =>
  product.onSale && product.originalPrice ? listPrice(product.originalPrice) : null;
