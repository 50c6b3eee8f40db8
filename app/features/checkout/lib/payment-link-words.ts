import { PAYMENT_RESULTS, type PaymentResult } from '@shared/installment-payment';

/** The page after the bank's check (`?result=`): its heading and what it means for the buyer. */
export const PAYMENT_RESULT_WORDS: Record<PaymentResult, { title: string; text: string }> = {
  paid: {
    title: 'Payment confirmed',
    text: 'Thank you. Your installment is paid, and the rest of your plan goes on as scheduled.',
  },
  processing: {
    title: 'Your payment is processing',
    text: 'Your bank is still confirming it. There is nothing more to do; we will email you if anything else is needed.',
  },
  not_completed: {
    title: 'Payment not completed',
    text: "Your bank's check was not finished, so nothing was charged. Open the link in your email to try again.",
  },
  declined: {
    title: 'Payment declined',
    text: 'Your bank declined this payment, so nothing was charged. Our concierge will be in touch to help.',
  },
  not_due: {
    title: 'No payment is due',
    text: 'This installment is no longer due. Nothing will be charged.',
  },
};

export const isPaymentResult = (value: string | null): value is PaymentResult =>
  (PAYMENT_RESULTS as readonly (string | null)[]).includes(value);

const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-10-07' → 'Oct 7, 2025', the way the mail and spec 9 write it. */
export const dueDate = (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`));
