import type { ReactNode } from 'react';
import type { Product } from '@shared/schemas/catalog';
import { categoryLabel } from '../lib/purchase';
import { ProductPrice } from './product-price';

/** The product's name, price, description and the unit limit; the purchase controls below. */
export function ProductDetails({ product, children }: { product: Product; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
        {categoryLabel(product.category)}
      </p>
      <h1 className="mt-4 text-display-lg text-balance">{product.name}</h1>
      <ProductPrice product={product} size="page" className="mt-5" />
      <div className="hairline mt-7 opacity-40" aria-hidden="true" />
      <h2 className="sr-only">Description</h2>
      <p className="mt-7 leading-relaxed text-stone-300">{product.description}</p>
      <p className="mt-5 flex items-center gap-3 text-sm text-sand-100">
        <span aria-hidden className="h-px w-5 bg-gold-500" />
        Limited to {product.limitPerCustomer} units per customer
      </p>
      <div className="mt-8">{children}</div>
    </div>
  );
}
