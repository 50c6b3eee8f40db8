import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { OfflineScreen } from '@app/components/layout/offline-screen';
import { Container } from '@app/components/ui/container';
import { useProduct } from '../data/use-product';
import { CompleteTheLook } from './complete-the-look';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { ProductNotFound } from './product-not-found';
import { PurchasePanel } from './purchase-panel';
import { ShopUnavailable } from './shop-unavailable';

interface ProductPageProps {
  id: string | undefined;
  signedIn: boolean;
  consultation: ReactNode;
}

/** /shop/product/:id (spec 2.6): gallery, details and purchase, then Complete The Look. */
export function ProductPage({ id, signedIn, consultation }: ProductPageProps) {
  const { status, product, others } = useProduct(id);
  if (status === 'missing') return <ProductNotFound />;
  if (status === 'unavailable') {
    // Offline with no catalogue on the device yet: say so, and offer what does open offline.
    if (!navigator.onLine) {
      return <OfflineScreen reason="This piece has not been loaded on this device yet." />;
    }
    return (
      <Container className="py-16">
        <h1 className="sr-only">Product</h1>
        <ShopUnavailable />
      </Container>
    );
  }
  if (!product) {
    return (
      <Container className="py-16">
        <p role="status" className="text-sm text-stone-300">
          Loading product...
        </p>
      </Container>
    );
  }
  return (
    <>
      <Container className="pt-8 pb-16 sm:pt-12">
        <nav aria-label="Breadcrumb" className="mb-8 text-xs tracking-[0.2em] uppercase">
          <Link
            to="/shop"
            className="text-stone-300 underline decoration-gold-500/50 underline-offset-4 hover:text-gold-300"
          >
            Shop
          </Link>
          <span aria-hidden className="mx-3 text-ink-500">
            /
          </span>
          <span aria-current="page" className="text-sand-100">
            {product.name}
          </span>
        </nav>
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <ProductGallery name={product.name} images={product.images} />
          <ProductDetails product={product}>
            <PurchasePanel product={product} signedIn={signedIn} consultation={consultation} />
          </ProductDetails>
        </div>
      </Container>
      <CompleteTheLook products={others} />
    </>
  );
}
