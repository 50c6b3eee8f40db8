import type { Product } from '@shared/schemas/catalog';

/**
 * How a product is bought: the membership is the registration flow, the consultation is the
 * booking wizard, everything else (the guide, merchandise) goes through product checkout.
 */
export type PurchaseKind = 'membership' | 'consultation' | 'checkout';

export function purchaseKind(product: Pick<Product, 'category'>): PurchaseKind {
  if (product.category === 'membership') return 'membership';
  if (product.category === 'consultation') return 'consultation';
  return 'checkout';
}

/** Spec 2.6: apparel comes in sizes, and one must be chosen before buying. */
export const needsSize = (product: Pick<Product, 'category'>) => product.category === 'apparel';

/** Positive integers only, as the API reads product ids: '01', '1e2' and '-3' are no product. */
export function productIdOf(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

const MERCH = new Set(['apparel', 'accessories']);

/** 'Complete The Look': other pieces to wear and carry first, then the rest; four at most. */
export function completeTheLook(products: readonly Product[], currentId: number): Product[] {
  return products
    .filter((p) => p.id !== currentId)
    .sort((a, b) => Number(MERCH.has(b.category)) - Number(MERCH.has(a.category)) || a.id - b.id)
    .slice(0, 4);
}

export const CATEGORY_LABELS: Record<string, string> = {
  guide: 'Digital Guide',
  membership: 'Membership',
  consultation: 'Consultation',
  apparel: 'Apparel',
  accessories: 'Accessories',
};

export const categoryLabel = (category: string) => CATEGORY_LABELS[category] ?? category;
