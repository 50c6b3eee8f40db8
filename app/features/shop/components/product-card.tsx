import { useId } from 'react';
import { Link } from 'react-router-dom';
import { cardImage } from '@app/lib/card-image';
import type { Product } from '@shared/schemas/catalog';
import { categoryLabel } from '../lib/purchase';
import { ProductPrice } from './product-price';

interface ProductCardProps {
  product: Product;
  /** The shop grid's first card: its picture is the page's largest, loaded before all else. */
  first?: boolean;
}

/** One product in the shop grid and in 'Complete The Look': the whole card opens the product. */
export function ProductCard({ product, first = false }: ProductCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex flex-col overflow-hidden rounded-sm border border-ink-700/80 bg-ink-900 shadow-card transition duration-500 ease-(--ease-luxe) hover:border-gold-600/50"
    >
      <div className="aspect-4/5 overflow-hidden bg-ink-800">
        <img
          {...cardImage(product.image, first ? 'first' : undefined)}
          alt=""
          width={600}
          height={750}
          className="size-full object-cover transition duration-700 ease-(--ease-luxe) group-hover:scale-[1.04]"
        />
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <p className="text-[0.62rem] font-semibold tracking-[0.24em] text-gold-500 uppercase">
          {categoryLabel(product.category)}
        </p>
        <h3 id={titleId} className="mt-2 flex-1 font-display text-xl leading-snug">
          {/* The stretched link makes the card one target without nesting the price in it. */}
          <Link
            to={`/shop/product/${product.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-gold-400"
          >
            {product.name}
          </Link>
        </h3>
        <ProductPrice product={product} className="mt-3" />
      </div>
    </article>
  );
}
