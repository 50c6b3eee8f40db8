import { useSearchParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { InstallmentPaymentPage } from '@app/features/checkout/components/installment-payment-page';

/** /payment/confirm?token=… (the mailed link) or ?result=… (back from the bank's check). */
export default function PaymentConfirmRoute() {
  useTitle(
    'Confirm Your Payment',
    'Approve an installment of your Aurelian Private Club booking that your bank asks you to confirm yourself.',
  );
  const [params] = useSearchParams();
  return <InstallmentPaymentPage token={params.get('token')} result={params.get('result')} />;
}
