import { useLocalQuery } from '@app/lib/use-local-query';
import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { useMembershipCheckout } from '../data/use-membership-checkout';
import { MembershipSummary } from './membership-summary';

/** /register/checkout (spec 2.8): the membership summary and Proceed to Checkout. */
export function CheckoutPage({ destinationId }: { destinationId?: string | null }) {
  const destination = useLocalQuery(
    async (db) => (destinationId ? db.destinations.get(destinationId) : undefined),
    [destinationId],
  );
  const { proceed, busy } = useMembershipCheckout();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 pt-12 pb-24 sm:px-8 sm:pt-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
      <header>
        <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
          Step 3 of 3 · Membership
        </p>
        <h1 className="mt-5 text-display-lg text-balance">Complete your membership</h1>
        <p className="mt-5 leading-relaxed text-stone-300">
          One monthly membership: credit tracking, identity monitoring and dispute letters, with
          your complimentary vacation reserved. Payment is taken securely on the next page.
        </p>
        <p className="mt-6 text-sm text-stone-400">
          Changed your mind about the journey?{' '}
          <Link
            to="/register/destinations"
            className="text-sand-100 underline decoration-gold-500/50 underline-offset-4 hover:text-gold-300"
          >
            Choose another destination
          </Link>
        </p>
      </header>
      <div className="flex flex-col gap-6">
        <MembershipSummary destination={destination} />
        <Button size="lg" disabled={busy} onClick={() => void proceed()} className="w-full">
          {busy ? 'Starting Checkout...' : 'Proceed to Checkout'}
        </Button>
      </div>
    </div>
  );
}
