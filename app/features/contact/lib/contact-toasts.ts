import { FORM_OUTCOMES } from '@shared/form-posts';
import { CONTACT_REQUIRED_MESSAGE } from '@shared/schemas/contact';
import type { DeliveryToasts } from '@app/components/forms/outbox-delivery-toast';
import type { ToastOptions } from '@app/components/ui/toast-store';

const { success, failure } = FORM_OUTCOMES.contact;

/** Spec 5 and 8's contact toasts, word for word (shared/form-posts.ts). */
export const CONTACT_SENT: ToastOptions = { ...success };

export const CONTACT_FAILED: ToastOptions = { ...failure, variant: 'destructive' };

export const REQUIRED_FIELDS: ToastOptions = {
  title: 'Required Fields',
  description: CONTACT_REQUIRED_MESSAGE,
  variant: 'destructive',
};

export const CONTACT_SAVED: ToastOptions = {
  title: 'Message saved',
  description: "We'll send your message as soon as the connection returns.",
};

/** For the layout's delivery notifier: a message saved offline, settled after the user left. */
export const CONTACT_DELIVERY_TOASTS: DeliveryToasts = {
  sent: () => CONTACT_SENT,
  refused: () => CONTACT_FAILED,
};
