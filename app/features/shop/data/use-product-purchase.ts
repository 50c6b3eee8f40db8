import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FLOW_REDIRECT_MS, type SIZES } from '@shared/constants';
import type { Product } from '@shared/schemas/catalog';
import { startProductCheckout } from '@app/local/payments/checkout';
import { toast } from '@app/components/ui/toast-store';
import { useSyncStore } from '@app/stores/sync-store';
import { refreshCatalog } from '@app/local/catalog/page-catalog';
import { CHECKOUT_FAILED, checkoutError } from '@app/components/forms/checkout-toasts';

type Size = (typeof SIZES)[number];

/** Same-origin addresses stay in the app; anything else is a full navigation. */
function follow(url: string, navigate: (to: string) => void) {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
  else window.location.assign(target.href);
}

/**
 * Buy Now for the guide and merchandise: POST product checkout, then a full navigation to the
 * payment page with the button still busy. A payment is never queued: offline (or when the
 * request cannot get through) the button says a connection is needed instead.
 */
export function useProductPurchase(product: Product | undefined) {
  const navigate = useNavigate();
  const online = useSyncStore((s) => s.online);
  const [busy, setBusy] = useState(false);
  const [unreachable, setUnreachable] = useState(false);

  async function buy(quantity: number, size?: Size) {
    if (!product) return;
    if (!navigator.onLine) return setUnreachable(true);
    setBusy(true);
    setUnreachable(false);
    const result = await startProductCheckout({
      productId: product.id,
      size,
      quantity,
      // A price changed since the page was drawn is said before any payment page opens.
      shownPrice: product.price,
    });
    if (result.kind === 'network') {
      setUnreachable(true);
      return setBusy(false);
    }
    if (result.kind === 'failed') {
      toast(CHECKOUT_FAILED);
      return setBusy(false);
    }
    if (result.kind === 'unauthorized') {
      toast(checkoutError('Please log in to continue with checkout.'));
      return setBusy(false);
    }
    const { url, error, redirectUrl } = result.answer;
    if (error) toast(checkoutError(error));
    // A refusal may be stock or a price that moved since the last pull ("Sold out in size XL",
    // "The price has changed"): show it now, so the next Buy Now is at the new price.
    if (error) void refreshCatalog('products', { force: true });
    if (redirectUrl) return void setTimeout(() => follow(redirectUrl, navigate), FLOW_REDIRECT_MS);
    if (url && !error) return window.location.assign(new URL(url, window.location.href).href);
    if (!url && !error) toast(CHECKOUT_FAILED);
    setBusy(false);
  }

  return { buy, busy, needsConnection: !online || unreachable };
}
