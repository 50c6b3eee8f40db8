import type { DeliveryToasts } from '@app/components/forms/outbox-delivery-toast';
import { serverMessageOf } from '@app/components/forms/server-message';
import type { ToastOptions } from '@app/components/ui/toast-store';

/** Spec 4 and 8: the giveaway entry's and the activation's toasts. */
export const ENTRY_RECEIVED: ToastOptions = {
  title: 'Entry Received',
  description: "You're in the draw for the Dubai getaway. Good luck!",
};

export const ACTIVATION_INITIATED: ToastOptions = {
  title: 'Activation Initiated',
  description: 'Your gifted getaway is being activated.',
};

const failure = (fallback: string) => (serverMessage?: string) => ({
  title: 'Error',
  description: serverMessage || fallback,
  variant: 'destructive' as const,
});

/** The server's error text, or spec 8's fallback. */
export const entryFailed = failure('Failed to submit entry.');
export const activationFailed = failure('Failed to submit. Please try again.');

export const REQUEST_SAVED: ToastOptions = {
  title: 'Request saved',
  description: "We'll send your details as soon as the connection returns.",
};

/** For the layout's delivery notifier: a request saved offline, settled after the user left. */
export const ENTRY_DELIVERY_TOASTS: DeliveryToasts = {
  sent: () => ENTRY_RECEIVED,
  refused: (item) => entryFailed(serverMessageOf(item)),
};

export const ACTIVATION_DELIVERY_TOASTS: DeliveryToasts = {
  sent: () => ACTIVATION_INITIATED,
  refused: (item) => activationFailed(serverMessageOf(item)),
};
