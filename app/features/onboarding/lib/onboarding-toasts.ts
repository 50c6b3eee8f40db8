import type { DeliveryToasts } from '@app/components/forms/outbox-delivery-toast';
import type { ToastOptions } from '@app/components/ui/toast-store';

/** Spec 8's destination and checkout toasts, word for word. */
export const DESTINATION_SAVE_FAILED: ToastOptions = {
  title: 'Error',
  description: 'Failed to save your destination selection. Please try again.',
  variant: 'destructive',
};

export const DESTINATION_QUEUED: ToastOptions = {
  title: 'Choice saved on this device',
  description: "You're offline. Your destination will be saved when the connection returns.",
};

export const CHECKOUT_AUTH_REQUIRED: ToastOptions = {
  title: 'Authentication Required',
  description: 'Please log in to continue with checkout.',
  variant: 'destructive',
};

export const DESTINATION_SAVED: ToastOptions = {
  title: 'Destination saved',
  description: 'Your complimentary vacation choice has reached your concierge.',
};

/** For the layout's delivery notifier: a choice saved offline, settled after the member left. */
export const DESTINATION_DELIVERY_TOASTS: DeliveryToasts = {
  sent: () => DESTINATION_SAVED,
  refused: () => DESTINATION_SAVE_FAILED,
};
