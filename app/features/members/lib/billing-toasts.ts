import type { ToastOptions } from '@app/components/ui/toast-store';

/** What the member is told when the card-update page cannot be opened. */
export function billingPortalRefused(message: string, status: number): ToastOptions {
  // A 4xx explains where things stand (the demo keeps no card); a 5xx is a failure.
  return {
    title: 'Update card',
    description: message,
    variant: status >= 500 ? 'destructive' : 'default',
  };
}

export const BILLING_PORTAL_OFFLINE: ToastOptions = {
  title: 'Connection needed',
  description: 'Updating your card needs a connection. Please try again once you are online.',
  variant: 'destructive',
};
