import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { PlainToast } from './plain-toast';
import { useToastStore } from './toast-store';

// Radix Toast (about 10 KiB of script with its collection code) loads with the first toast, not
// with the page: most visits raise none. Once the service worker has installed it is precached,
// so an offline toast still gets it. Before that (a first visit that loses the connection at once)
// the chunk may not load: the toast is then shown without Radix, rather than not at all.
let outlet: Promise<{ default: ComponentType }> | undefined;
const loadOutlet = () =>
  (outlet ??= import('./toast-outlet').then(
    (m) => ({ default: m.ToastOutlet }),
    (err: unknown) => {
      console.error('Notifications could not load', err);
      outlet = undefined; // the next toast tries again
      return { default: PlainToast };
    },
  ));
const ToastOutlet = lazy(loadOutlet);

/** The single toast outlet (spec 9's rules live in toast-outlet.tsx), mounted at the first toast. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const shown = useToastStore((s) => s.shown);
  return (
    <>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <ToastOutlet />
        </Suspense>
      )}
    </>
  );
}
