import type { DeliveryToasts } from '@app/components/forms/outbox-delivery-toast';
import { serverMessageOf } from '@app/components/forms/server-message';
import type { ToastOptions } from '@app/components/ui/toast-store';
import { FORM_OUTCOMES } from '@shared/form-posts';

const { success, failure } = FORM_OUTCOMES.booking;

/** Spec 8's booking toasts, word for word (shared/form-posts.ts). */
export const BOOKING_CONFIRMED: ToastOptions = { ...success };

export function bookingFailed(serverMessage?: string): ToastOptions {
  return {
    title: failure.title,
    description: serverMessage || failure.description,
    variant: 'destructive',
  };
}

export const BOOKING_SAVED: ToastOptions = {
  title: 'Request saved',
  description: "We'll send your booking request as soon as the connection returns.",
};

/** For the layout's delivery notifier: a booking saved offline, settled after the user left. */
export const BOOKING_DELIVERY_TOASTS: DeliveryToasts = {
  sent: () => BOOKING_CONFIRMED,
  refused: (item) => bookingFailed(serverMessageOf(item)),
};
