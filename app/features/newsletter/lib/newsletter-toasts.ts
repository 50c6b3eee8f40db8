import type { DeliveryToasts } from '@app/components/forms/outbox-delivery-toast';
import { serverMessageOf } from '@app/components/forms/server-message';
import type { ToastOptions } from '@app/components/ui/toast-store';
import { FORM_OUTCOMES } from '@shared/form-posts';

const { success, failure } = FORM_OUTCOMES.newsletter;

/** Spec 8's newsletter toasts, word for word (shared/form-posts.ts). */
export const NEWSLETTER_FAILURE_TEXT = failure.description!;

export const NEWSLETTER_SUBSCRIBED: ToastOptions = { ...success };

export function newsletterFailed(serverMessage?: string): ToastOptions {
  return {
    title: failure.title,
    description: serverMessage || NEWSLETTER_FAILURE_TEXT,
    variant: 'destructive',
  };
}

/** The footer form clears itself once a signup is saved, so its later fate is told here. */
export const NEWSLETTER_DELIVERY_TOASTS: DeliveryToasts = {
  sent: () => NEWSLETTER_SUBSCRIBED,
  refused: (item) => newsletterFailed(serverMessageOf(item)),
};
