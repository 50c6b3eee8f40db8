import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@shared/schemas/catalog';
import { Button, buttonClasses } from '@app/components/ui/button';
import { useProductPurchase } from '../data/use-product-purchase';
import { listPrice, priceSuffix, buyNowLabel } from '../lib/price';
import { needsSize, purchaseKind } from '../lib/purchase';
import { CONNECTION_NEEDED } from '../lib/shop-toasts';
import { QuantityPicker } from './quantity-picker';
import { SizePicker, type Size } from './size-picker';

interface PurchasePanelProps {
  product: Product;
  signedIn: boolean;
  /** the consultation wizard's button, composed by the route */
  consultation: ReactNode;
}

/** What buying this product means: membership → registration, consultation → the wizard. */
export function PurchasePanel({ product, signedIn, consultation }: PurchasePanelProps) {
  const kind = purchaseKind(product);
  if (kind === 'consultation') return <div className="flex flex-col">{consultation}</div>;
  if (kind === 'membership') {
    return (
      <Link
        to={signedIn ? '/register/checkout' : '/register'}
        className={buttonClasses('gold', 'lg', 'w-full')}
      >
        Join Now - {listPrice(product.price)}
        {priceSuffix(product.category)}
      </Link>
    );
  }
  return <CheckoutPurchase product={product} />;
}

function CheckoutPurchase({ product }: { product: Product }) {
  const sized = needsSize(product);
  const [size, setSize] = useState<Size>();
  const [quantity, setQuantity] = useState(1);
  const { buy, busy, needsConnection } = useProductPurchase(product);
  const waitingForSize = sized && !size;

  let label = buyNowLabel(product, quantity);
  if (waitingForSize) label = 'SELECT A SIZE';
  else if (busy) label = 'Redirecting to Checkout...';
  else if (needsConnection) label = CONNECTION_NEEDED;

  return (
    <div className="flex flex-col gap-6">
      {sized && <SizePicker value={size} onChange={setSize} />}
      <QuantityPicker value={quantity} onChange={setQuantity} />
      <Button
        size="lg"
        className="w-full"
        disabled={waitingForSize || busy}
        aria-describedby={needsConnection ? 'connection-note' : undefined}
        onClick={() => void buy(quantity, size)}
      >
        {label}
      </Button>
      {needsConnection && (
        <p id="connection-note" role="status" className="text-sm text-stone-300">
          Payments are never saved for later: reconnect and press the button again. Nothing has been
          charged.
        </p>
      )}
    </div>
  );
}
