import type { OrderSummary } from '@shared/api';
import { UNITS_PER_CUSTOMER } from '@shared/constants';
import { StatusScreen } from './status-screen';

const REFUND_TIMING = 'The refund reaches your card within 5 to 10 business days.';

/** Why a payment was given back at once, by what was bought (the API refunds only these). */
function reasonFor(kind: OrderSummary['kind']) {
  if (kind === 'product') {
    return {
      text: `This order would take you past the limit of ${UNITS_PER_CUSTOMER} units per customer, so we have refunded it in full.`,
      action: { label: 'Back to Shop', to: '/shop' },
    };
  }
  if (kind === 'membership') {
    return {
      text: 'Your membership is already in place, so this second payment has been refunded in full and will not renew.',
      action: { label: 'Go to your dashboard', to: '/dashboard' },
    };
  }
  return {
    text: 'This payment has been refunded in full.',
    action: { label: 'Back to home', to: '/home' },
  };
}

/** /checkout/success for an order the club refunded at fulfilment: not a 'Thank you'. */
export function PaymentRefunded({ order }: { order: OrderSummary }) {
  const { text, action } = reasonFor(order.kind);
  return (
    <StatusScreen
      title="Your payment has been refunded"
      text={
        <>
          <p>{text}</p>
          <p className="mt-3">{REFUND_TIMING}</p>
        </>
      }
      action={action}
    />
  );
}
