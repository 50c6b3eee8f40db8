import type { DeliveryToasts } from '@app/components/forms/outbox-delivery-toast';
import { serverMessageOf } from '@app/components/forms/server-message';
import type { ToastOptions } from '@app/components/ui/toast-store';

/** Spec 8's newsletter toasts, word for word. */
export const NEWSLETTER_FAILURE_TEXT = 'Failed to subscribe. Please try again.';

export const NEWSLETTER_SUBSCRIBED: ToastOptions = {
  title: 'Success!',
  description: "You've been added to our exclusive newsletter.",
};

export function newsletterFailed(serverMessage?: string): ToastOptions {
  return {
    title: 'Error',
    description: serverMessage || NEWSLETTER_FAILURE_TEXT,
    variant: 'destructive',
  };
}

/** The footer form clears itself once a signup is saved, so its later fate is told here. */
export const NEWSLETTER_DELIVERY_TOASTS: DeliveryToasts = {
  sent: () => NEWSLETTER_SUBSCRIBED,
  refused: (item) => newsletterFailed(serverMessageOf(item)),
};
