import type { ToastOptions } from '@app/components/ui/toast-store';

/** Added to a form's spec 8 failure toast when the server said "not now" and the item stays. */
export const KEPT_LINE = "Kept on this device; we'll try again automatically.";

/** Nothing was saved: the device has no room. The form keeps its values. */
export const STORAGE_FULL: ToastOptions = {
  title: 'Storage full',
  description: 'This device is out of storage. Free some space and try again.',
  variant: 'destructive',
};

/**
 * A form's failure toast for a request the server deferred (5xx, 429, 503): spec 8's words, then
 * the honest line that it is kept. A 429's message says when to try again, so it is shown even
 * where spec 8's text has no server message.
 */
export function deferredToast(
  failure: ToastOptions,
  deferral: { message?: string; httpStatus: number },
): ToastOptions {
  const told = failure.description ?? '';
  const lines = [told];
  if (deferral.httpStatus === 429 && deferral.message && !told.includes(deferral.message)) {
    lines.push(deferral.message);
  }
  lines.push(KEPT_LINE);
  return { ...failure, description: lines.filter(Boolean).join(' ') };
}
