import { PAYMENT_LINK_PROBLEMS } from '@shared/installment-payment';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@app/components/ui/button';
import { useHydrated } from '@app/lib/use-hydrated';
import { useInstallmentPayment, type PaymentLinkLoad } from '../data/use-installment-payment';
import { isPaymentResult } from '../lib/payment-link-words';
import { InstallmentSummary } from './installment-summary';
import { PaymentLinkNotice, PaymentLinkShell } from './payment-link-shell';
import { PaymentResultScreen } from './payment-result-screen';

const OPENING = 'Opening your payment…';
const UNREACHABLE =
  'Your payment could not be opened. Check your connection and open the link again. Nothing has been charged.';

/**
 * /payment/confirm: the mailed link (`?token=`) to confirm an installment the bank wants the
 * buyer to approve, and where the bank's check comes back to (`?result=`). The page is
 * pre-rendered without a query, so the query is read only once the app runs: until then every
 * visit shows the same first paint.
 */
export function InstallmentPaymentPage(query: { token: string | null; result: string | null }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <PaymentLinkShell>
        <PaymentLinkNotice text={OPENING} busy />
      </PaymentLinkShell>
    );
  }
  if (isPaymentResult(query.result)) return <PaymentResultScreen result={query.result} />;
  return <PaymentLink token={query.token} />;
}

function noticeOf(load: Exclude<PaymentLinkLoad, { state: 'ready' }>): string {
  switch (load.state) {
    case 'loading':
      return OPENING;
    case 'problem':
      return PAYMENT_LINK_PROBLEMS[load.problem];
    case 'declined':
      return load.message;
    default:
      return UNREACHABLE;
  }
}

function PaymentLink({ token }: { token: string | null }) {
  const { load, confirm, confirming } = useInstallmentPayment(token);
  if (load.state === 'ready') {
    return (
      <PaymentLinkShell demo={load.payment.demo}>
        <InstallmentSummary payment={load.payment} confirm={confirm} confirming={confirming} />
      </PaymentLinkShell>
    );
  }
  return (
    <PaymentLinkShell>
      <PaymentLinkNotice text={noticeOf(load)} busy={load.state === 'loading'} />
      {load.state !== 'loading' && (
        <Link to="/home" className={buttonClasses('outline', 'lg', 'mt-8')}>
          Back to home
        </Link>
      )}
    </PaymentLinkShell>
  );
}
