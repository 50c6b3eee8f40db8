import type { PaymentResult } from '@shared/installment-payment';
import { PAYMENT_RESULT_WORDS } from '../lib/payment-link-words';
import { StatusScreen } from './status-screen';

/** /payment/confirm?result=…: where the bank's check (or the demo's Confirm) ends. */
export function PaymentResultScreen({ result }: { result: PaymentResult }) {
  const { title, text } = PAYMENT_RESULT_WORDS[result];
  return <StatusScreen title={title} text={text} action={{ label: 'Back to home', to: '/home' }} />;
}
