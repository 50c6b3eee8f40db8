import type { Product } from '@shared/schemas/catalog';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "$185.00": the purchase button's figure, to the cent. */
export const money = (amount: number) => usd.format(amount);

/** "$297", "$2,497", "$65.50": a list price shows cents only when it has some (spec 2.6). */
export function listPrice(price: string): string {
  const amount = Number(price);
  return Number.isInteger(amount) ? usdWhole.format(amount) : usd.format(amount);
}

/** The membership is billed annually (spec 9: "$2,497/year"); the rest are one-off. */
export const priceSuffix = (category: string) => (category === 'membership' ? '/year' : '');

/** "Buy Now - $185.00", the total for the chosen quantity. */
export const buyNowLabel = (product: Pick<Product, 'price'>, quantity: number) =>
  `Buy Now - ${money(Number(product.price) * quantity)}`;

/** The struck-through figure, only when the product is on sale and has one. */
export const saleWas = (product: Pick<Product, 'onSale' | 'originalPrice'>) =>
  product.onSale && product.originalPrice ? listPrice(product.originalPrice) : null;
