import { Button } from '@app/components/ui/button';
import { useBillingPortal } from '../../data/use-billing-portal';

/** For a past-due membership: the payment provider's page to update the card. */
export function UpdateCardButton() {
  const { open, busy } = useBillingPortal();
  return (
    <Button
      variant="gold"
      size="md"
      className="mt-6 w-full"
      onClick={() => void open()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? 'Opening…' : 'Update card'}
    </Button>
  );
}
