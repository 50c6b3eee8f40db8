import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@app/local/when-idle';
import { useToastStore } from './toast-store';

// Radix Toast is not needed for the first paint: its chunk loads once the page is idle, or at
// once when a toast is shown before that (toasts are raised through the store, not the outlet).
const ToastOutlet = lazy(() => import('./toast-outlet').then((m) => ({ default: m.ToastOutlet })));

/** The single toast outlet (spec 9's rules live in toast-outlet.tsx). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const hasToast = useToastStore((s) => s.current !== null);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return (
    <>
      {children}
      {(idle || hasToast) && (
        <Suspense fallback={null}>
          <ToastOutlet />
        </Suspense>
      )}
    </>
  );
}
