import type { ToastOptions } from '@app/components/ui/toast-store';

/** Spec 8: a checkout's `error` field is the toast's text. */
export const checkoutError = (error: string): ToastOptions => ({
  title: 'Error',
  description: error,
  variant: 'destructive',
});

export const CHECKOUT_FAILED = checkoutError('Failed to start checkout. Please try again.');

export const CONNECTION_NEEDED = 'Checkout Needs a Connection';
