/** What /checkout/success says of a payment the club gave back at once, and where it leads. */
import type { OrderSummary } from '@shared/api';
import { UNITS_PER_CUSTOMER } from '@shared/constants';

/** Why a payment was given back at once, by what was bought (the API refunds only these). */
export function refundWords(kind: OrderSummary['kind'], reason: string | null) {
  if (reason === 'sold_out') {
    return {
      text: 'The last of this item sold while your payment was on its way, so we have refunded it in full: you pay nothing for a unit you will not receive.',
      action: { label: 'Back to Shop', to: '/shop' },
    };
  }
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
