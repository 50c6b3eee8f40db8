import type { OrderSummary } from '@shared/api';
import { refundWords } from '../lib/refund-words';
import { StatusScreen } from './status-screen';

const REFUND_TIMING = 'The refund reaches your card within 5 to 10 business days.';

/** /checkout/success for an order the club refunded at fulfilment: not a 'Thank you'. */
export function PaymentRefunded({
  order,
  reason,
}: {
  order: OrderSummary;
  /** the session status's refundReason */
  reason: string | null;
}) {
  const { text, action } = refundWords(order.kind, reason);
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
