import { useTitle } from '@app/components/layout/use-title';
import { ShopPage } from '@app/features/shop/components/shop-page';

/** /shop (spec 2.6). */
export default function ShopRoute() {
  useTitle('Shop');
  return <ShopPage />;
}
