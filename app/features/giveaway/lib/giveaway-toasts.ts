import type { DeliveryToasts } from '@app/components/forms/outbox-delivery-toast';
import { serverMessageOf } from '@app/components/forms/server-message';
import type { ToastOptions } from '@app/components/ui/toast-store';
import { FORM_OUTCOMES, type FormOutcome } from '@shared/form-posts';

/** Spec 4 and 8: the giveaway entry's and the activation's toasts (shared/form-posts.ts). */
export const ENTRY_RECEIVED: ToastOptions = { ...FORM_OUTCOMES.giveaway.success };

export const ACTIVATION_INITIATED: ToastOptions = { ...FORM_OUTCOMES.activation.success };

const failed =
  ({ failure }: FormOutcome) =>
  (serverMessage?: string): ToastOptions => ({
    title: failure.title,
    description: serverMessage || failure.description,
    variant: 'destructive',
  });

/** The server's error text, or spec 8's fallback. */
export const entryFailed = failed(FORM_OUTCOMES.giveaway);
export const activationFailed = failed(FORM_OUTCOMES.activation);

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
