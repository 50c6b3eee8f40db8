import type { ToastOptions } from '@app/components/ui/toast-store';

/** Account changes are never queued: offline, the member is told so and nothing is kept. */
export const SECURITY_OFFLINE: ToastOptions = {
  title: 'Connection Needed',
  description: 'Security changes need a connection. Please try again once you are back online.',
  variant: 'destructive',
};

export const securityFailed = (message?: string): ToastOptions => ({
  title: 'Request Failed',
  description: message ?? 'Something went wrong. Please try again.',
  variant: 'destructive',
});
