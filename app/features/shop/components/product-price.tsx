import type { Product } from '@shared/schemas/catalog';
import { cn } from '@app/components/ui/cn';
import { listPrice, priceSuffix, saleWas } from '../lib/price';

interface ProductPriceProps {
  product: Pick<Product, 'price' | 'originalPrice' | 'onSale' | 'category'>;
  size?: 'card' | 'page';
  className?: string;
}

/** The price, the original struck through and a Sale mark when the product is on sale. */
export function ProductPrice({ product, size = 'card', className }: ProductPriceProps) {
  const was = saleWas(product);
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-3 gap-y-1', className)}>
      <span
        className={cn(
          'font-display text-gold-300 lining-nums',
          size === 'page' ? 'text-4xl' : 'text-2xl',
        )}
      >
        {listPrice(product.price)}
        <span className="font-sans text-sm text-stone-400">{priceSuffix(product.category)}</span>
      </span>
      {was && (
        <>
          <s className="text-sm text-stone-400 decoration-stone-400/70">
            <span className="sr-only">Was </span>
            {was}
          </s>
          <span className="rounded-full bg-gold-500 px-2.5 py-0.5 text-[0.6rem] font-bold tracking-[0.2em] text-ink-950 uppercase">
            Sale
          </span>
        </>
      )}
    </p>
  );
}
