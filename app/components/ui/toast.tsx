import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

// Radix Toast is not needed for the first paint, so it is its own chunk; but its download starts
// as soon as this module runs, not at idle time: a toast raised right after the page loads (often
// "you're offline") must not depend on a connection that may already be gone. Should even that
// fail (a first visit that loses the connection at once), the app carries on without toasts
// rather than failing as a whole.
const outlet: Promise<{ default: ComponentType }> = import('./toast-outlet').then(
  (m) => ({ default: m.ToastOutlet }),
  (err: unknown) => {
    console.error('Notifications could not load', err);
    return { default: () => null };
  },
);
const ToastOutlet = lazy(() => outlet);

/** The single toast outlet (spec 9's rules live in toast-outlet.tsx). */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <ToastOutlet />
      </Suspense>
    </>
  );
}
