import type { ToastOptions } from '@app/components/ui/toast-store';

/** Spec 8's avatar toasts, word for word. */
export const uploadFailed = (message?: string): ToastOptions => ({
  title: 'Upload Failed',
  description: message ?? 'Failed to upload avatar. Please try again.',
  variant: 'destructive',
});

export const UPLOAD_ERROR: ToastOptions = {
  title: 'Upload Error',
  description: 'Something went wrong. Please try again.',
  variant: 'destructive',
};
