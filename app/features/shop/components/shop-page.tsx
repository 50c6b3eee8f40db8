import { SHOP_MAX_PRODUCTS } from '@shared/constants';
import { Container } from '@app/components/ui/container';
import { useProducts } from '../data/use-products';
import { ProductCard } from './product-card';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { ShopHero } from './shop-hero';
import { ShopUnavailable } from './shop-unavailable';

/** /shop (spec 2.6): the banner and the first five products. */
export function ShopPage() {
  const { status, products } = useProducts();
  const shown = products.slice(0, SHOP_MAX_PRODUCTS);
  return (
    <>
      <ShopHero />
      <Container className="py-12 sm:py-16">
        <h2 className="sr-only">Products</h2>
        {status === 'loading' && (
          <>
            <p role="status" className="text-sm text-stone-300">
              Loading products...
            </p>
            <ProductGridSkeleton count={SHOP_MAX_PRODUCTS} />
          </>
        )}
        {status === 'unavailable' && <ShopUnavailable />}
        {status === 'ready' && shown.length === 0 && (
          <p role="status" className="text-center text-stone-300">
            No products are available right now.
          </p>
        )}
        {status === 'ready' && shown.length > 0 && (
          <ProductGrid>
            {shown.map((product, i) => (
              <ProductCard key={product.id} product={product} first={i === 0} />
            ))}
          </ProductGrid>
        )}
      </Container>
    </>
  );
}
