import type { ToastOptions } from '@app/components/ui/toast-store';

/** 'Send again' on the confirmation reminder, offline: a mail is only sent by the server, now. */
export const RESEND_OFFLINE: ToastOptions = {
  title: 'Connection Error',
  description: 'Unable to connect to server. Please send the link again once you are online.',
  variant: 'destructive',
};

export const resendFailed = (message?: string): ToastOptions => ({
  title: 'Link Not Sent',
  description: message ?? 'We could not send a new link. Please try again.',
  variant: 'destructive',
});
