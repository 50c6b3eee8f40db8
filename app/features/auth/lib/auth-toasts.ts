import type { ToastOptions } from '@app/components/ui/toast-store';

/** Spec 8's sign-in and registration toasts, word for word. */
export const CONNECTION_ERROR: ToastOptions = {
  title: 'Connection Error',
  description: 'Unable to connect to server. Please try again.',
  variant: 'destructive',
};

export const signInFailed = (message?: string): ToastOptions => ({
  title: 'Sign In Failed',
  description: message ?? 'Invalid email or password. Please try again.',
  variant: 'destructive',
});

export const registrationFailed = (message?: string): ToastOptions => ({
  title: 'Registration Failed',
  description: message ?? 'Failed to create account. Please try again.',
  variant: 'destructive',
});

export const resetFailed = (message?: string): ToastOptions => ({
  title: 'Reset Failed',
  description: message ?? 'Failed to reset your password. Please try again.',
  variant: 'destructive',
});

export const requestFailed = (message?: string): ToastOptions => ({
  title: 'Request Failed',
  description: message ?? 'Failed to send the reset link. Please try again.',
  variant: 'destructive',
});

export const verifyFailed = (message?: string): ToastOptions => ({
  title: 'Confirmation Failed',
  description: message ?? 'We could not confirm your email. Please try again.',
  variant: 'destructive',
});
