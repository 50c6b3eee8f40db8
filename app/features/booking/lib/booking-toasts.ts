import type { DeliveryToasts } from '@app/components/forms/outbox-delivery-toast';
import { serverMessageOf } from '@app/components/forms/server-message';
import type { ToastOptions } from '@app/components/ui/toast-store';

/** Spec 8's booking toasts, word for word. */
export const BOOKING_CONFIRMED: ToastOptions = {
  title: 'Booking Confirmed!',
  description: "We'll contact you shortly to finalize the details.",
};

const BOOKING_FAILED_TEXT = 'There was an error creating your booking. Please try again.';

export function bookingFailed(serverMessage?: string): ToastOptions {
  return {
    title: 'Booking Failed',
    description: serverMessage || BOOKING_FAILED_TEXT,
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
