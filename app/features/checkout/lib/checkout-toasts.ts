import type { ToastOptions } from '@app/components/ui/toast-store';

/** Spec 8: a checkout's error text, in a destructive 'Error' toast. */
export const checkoutError = (description: string): ToastOptions => ({
  title: 'Error',
  description,
  variant: 'destructive',
});

/** Spec 8: the pre-order request failed. */
export const CHECKOUT_FAILED = checkoutError('Failed to start checkout. Please try again.');

/** Spec 8's vacation checkout failures: an answer without a url, and a network failure. */
export const VACATION_NO_URL = 'Failed to create checkout session';
export const VACATION_NETWORK = 'Failed to process booking. Please try again.';
