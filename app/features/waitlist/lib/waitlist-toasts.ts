import type { DeliveryToasts } from '@app/components/forms/outbox-delivery-toast';
import type { ToastOptions } from '@app/components/ui/toast-store';
import { FORM_OUTCOMES } from '@shared/form-posts';
import { markWaitlistJoined } from '../data/waitlist-flag';

const { success, failure } = FORM_OUTCOMES.waitlist;

/** Spec 8's waitlist toasts, word for word (shared/form-posts.ts); the spec gives no success text. */
export const WAITLIST_JOINED: ToastOptions = {
  title: success.title,
  description: 'Your place is reserved. A membership specialist will be in touch.',
};

export const WAITLIST_FAILED: ToastOptions = { ...failure, variant: 'destructive' };

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
