import type { DeliveryToasts } from '@app/components/forms/outbox-delivery-toast';
import type { ToastOptions } from '@app/components/ui/toast-store';
import { markWaitlistJoined } from '../data/waitlist-flag';

/** Spec 8's waitlist toasts, word for word. */
export const WAITLIST_JOINED: ToastOptions = {
  title: 'Successfully Joined!',
  description: 'Your place is reserved. A membership specialist will be in touch.',
};

export const WAITLIST_FAILED: ToastOptions = {
  title: 'Submission Failed',
  description: 'Failed to join waitlist. Please try again.',
  variant: 'destructive',
};

/**
 * For the layout's delivery notifier: a join saved offline and delivered after the visitor left
 * /waitlist. The browser flag that unlocks the trust documents (spec 2.10) is set here too, since
 * no form is on screen to set it.
 */
export const WAITLIST_DELIVERY_TOASTS: DeliveryToasts = {
  sent: () => {
    markWaitlistJoined();
    return WAITLIST_JOINED;
  },
  refused: () => WAITLIST_FAILED,
};
