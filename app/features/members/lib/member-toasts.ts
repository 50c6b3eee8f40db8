import { PROFILE_CONFLICT_CODE } from '@shared/api';
import type { DeliveryToasts } from '@app/components/forms/outbox-delivery-toast';
import { serverMessageOf } from '@app/components/forms/server-message';
import type { ToastOptions } from '@app/components/ui/toast-store';

/** Spec 8: what a signed-out visitor is told before being sent to /login. */
export const DASHBOARD_UNAUTHORIZED: ToastOptions = {
  title: 'You are logged out. Logging in again...',
  variant: 'destructive',
};
export const PROFILE_UNAUTHORIZED: ToastOptions = {
  title: 'Please log in to access your profile.',
  variant: 'destructive',
};
export const MESSAGES_UNAUTHORIZED: ToastOptions = {
  title: 'Please log in to read your messages.',
  variant: 'destructive',
};
export const UPLOAD_UNAUTHORIZED: ToastOptions = {
  title: 'Unauthorized',
  description: 'Please log in to upload documents.',
  variant: 'destructive',
};

export const PROFILE_UPDATED: ToastOptions = {
  title: 'Profile Updated',
  description: 'Your changes have been saved.',
};

export const PROFILE_SAVED_OFFLINE: ToastOptions = {
  title: 'Saved on this device',
  description: "You're offline. Your profile changes will sync when the connection returns.",
};

/**
 * Spec 8's network failure on a profile save. The outbox keeps the edit and retries it, so the
 * member is told nothing is lost rather than asked to type it again.
 */
export const PROFILE_CONNECTION_ERROR: ToastOptions = {
  title: 'Connection Error',
  description:
    'Unable to connect to server. Your changes are saved on this device and will be sent automatically.',
  variant: 'destructive',
};

export function profileUpdateFailed(serverMessage?: string): ToastOptions {
  return {
    title: 'Update Failed',
    description: serverMessage || 'Failed to update profile. Please try again.',
    variant: 'destructive',
  };
}

export const PROFILE_CONFLICT: ToastOptions = {
  title: 'Profile changed elsewhere',
  description: 'Your profile was updated on another device. Review both versions below.',
  variant: 'destructive',
};

/**
 * For the layout's delivery notifier: a profile edit saved offline, settled after the member left
 * /profile (or reloaded). A conflict is resolved on /profile, which shows both versions.
 */
export const PROFILE_DELIVERY_TOASTS: DeliveryToasts = {
  sent: () => PROFILE_UPDATED,
  refused: (item) =>
    (item.response as { code?: unknown } | undefined)?.code === PROFILE_CONFLICT_CODE
      ? PROFILE_CONFLICT
      : profileUpdateFailed(serverMessageOf(item)),
};
