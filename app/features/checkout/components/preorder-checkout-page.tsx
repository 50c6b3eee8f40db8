import { BOOK } from '@shared/constants';
import { ContentIcon } from '@app/components/ui/content-icon';
import { Button } from '@app/components/ui/button';
import { PREORDER_PAGE } from '@app/content/preorder';
import { useBookCheckout } from '../data/use-book-checkout';
import { BOOK_ORDER } from '../lib/book-order';
import { BookOrderSummary } from './book-order-summary';
import { CheckoutShell } from './checkout-shell';

/** /preorder/checkout (spec 2.12, 4, 8, 9): anyone may pre-order, signed in or not. */
export function PreorderCheckoutPage() {
  const { complete, loading } = useBookCheckout();
  return (
    <CheckoutShell
      eyebrow="Pre-Order · Hardcover Edition"
      title="Complete your pre-order"
      intro={
        <p>
          The signed first edition and its luxury gift kit, reserved in your name. Payment is taken
          securely on the next page; your copy ships {BOOK.shipsOn}.
        </p>
      }
      aside={<BookOrderSummary />}
    >
      <h2 className="text-display-sm">In the box</h2>
      <ul className="mt-6 flex flex-col gap-3 text-sm text-sand-200">
        {PREORDER_PAGE.hardcover.includes.map((item) => (
          <li key={item} className="flex items-start gap-3">
            <ContentIcon name="check" className="mt-0.5 size-4 shrink-0 text-gold-400" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <Button
        size="lg"
        className="mt-10 w-full sm:w-auto"
        disabled={loading}
        aria-busy={loading}
        onClick={() => void complete()}
      >
        {loading ? 'Redirecting to Checkout...' : BOOK_ORDER.button}
      </Button>
      <p className="mt-4 text-xs text-stone-400">
        Secure checkout. Nothing is charged until you confirm on the payment page.
      </p>
    </CheckoutShell>
  );
}
