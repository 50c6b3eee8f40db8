import type { Product } from '@shared/schemas/catalog';
import { Container } from '@app/components/ui/container';
import { ProductCard } from './product-card';

/** Other pieces from the shop, under the product (spec 2.6). */
export function CompleteTheLook({ products }: { products: readonly Product[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="complete-the-look" className="border-t border-ink-800 py-16">
      <Container>
        <h2 id="complete-the-look" className="text-display-md">
          Complete The Look
        </h2>
        <div className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      </Container>
    </section>
  );
}
