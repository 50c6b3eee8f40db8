import type { ToastOptions } from '@app/components/ui/toast-store';

/**
 * Spec 8's checkout failures, shared by every feature that starts a checkout (membership, book
 * pre-order, vacation, shop): features may not import each other, so the words live here once.
 */

/** A checkout's `error` text (the server's, or one of spec 8's), in a destructive 'Error' toast. */
export const checkoutError = (description: string): ToastOptions => ({
  title: 'Error',
  description,
  variant: 'destructive',
});

/** The checkout request got no usable answer (network failure, or neither url nor error). */
export const CHECKOUT_FAILED = checkoutError('Failed to start checkout. Please try again.');
