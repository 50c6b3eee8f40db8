import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@shared/schemas/catalog';
import { Button, buttonClasses } from '@app/components/ui/button';
import { useProductPurchase } from '../data/use-product-purchase';
import { listPrice, priceSuffix, buyNowLabel } from '../lib/price';
import { needsSize, purchaseKind } from '../lib/purchase';
import { CONNECTION_NEEDED } from '../lib/shop-toasts';
import { allSoldOut, isSoldOut, leftText, maxQuantity, oneSizeLine, stockLine } from '../lib/stock';
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
  const [picked, setSize] = useState<Size>();
  const [wanted, setQuantity] = useState(1);
  const { buy, busy, needsConnection } = useProductPurchase(product);
  // A size that sold out since it was picked (a newer pull) is picked no more.
  const size = picked && !isSoldOut(stockLine(product, picked)) ? picked : undefined;
  const line = sized ? size && stockLine(product, size) : oneSizeLine(product);
  const soldOut = sized ? allSoldOut(product) : isSoldOut(line);
  const quantity = Math.min(wanted, maxQuantity(product, line));
  const waitingForSize = sized && !size;
  const left = leftText(line);

  let label = buyNowLabel(product, quantity);
  if (soldOut) label = 'Sold Out';
  else if (waitingForSize) label = 'SELECT A SIZE';
  else if (busy) label = 'Redirecting to Checkout...';
  else if (needsConnection) label = CONNECTION_NEEDED;

  return (
    <div className="flex flex-col gap-6">
      {sized && <SizePicker value={size} onChange={setSize} stock={(s) => stockLine(product, s)} />}
      <p role="status" className="-mt-3 min-h-5 text-sm tracking-wide text-gold-300 empty:hidden">
        {left}
      </p>
      <QuantityPicker value={quantity} onChange={setQuantity} max={maxQuantity(product, line)} />
      <Button
        size="lg"
        className="w-full"
        disabled={soldOut || waitingForSize || busy}
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
