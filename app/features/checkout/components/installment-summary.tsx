import type { InstallmentPayment } from '@shared/installment-payment';
import { Button } from '@app/components/ui/button';
import { cents } from '../lib/money';
import { dueDate } from '../lib/payment-link-words';
import { SummaryCard, SummaryRow, SummaryTotal } from './summary-card';

interface InstallmentSummaryProps {
  payment: InstallmentPayment;
  confirm: () => Promise<void>;
  confirming: boolean;
}

/** The installment the bank asks about, and the buyer's Confirm. */
export function InstallmentSummary({ payment, confirm, confirming }: InstallmentSummaryProps) {
  const amount = cents(payment.amountCents);
  return (
    <>
      <p className="mb-8 leading-relaxed text-stone-300">
        Your bank asks you to approve this installment yourself before it is charged to the card you
        used at checkout.
      </p>
      <SummaryCard title={payment.description}>
        <dl className="mt-5 divide-y divide-ink-700 text-sm">
          <SummaryRow label="Installment due" value={dueDate(payment.dueOn)} />
          <SummaryTotal label="To confirm" value={amount} />
        </dl>
        <Button
          size="lg"
          className="mt-8 w-full"
          disabled={confirming}
          onClick={() => void confirm()}
        >
          {confirming ? 'Processing...' : `Confirm Payment - ${amount}`}
        </Button>
        <p className="mt-4 text-center text-xs leading-relaxed text-stone-400">
          Your bank may show its own check next. Nothing is charged until it approves.
        </p>
      </SummaryCard>
    </>
  );
}
