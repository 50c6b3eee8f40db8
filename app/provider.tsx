import type { ReactNode } from 'react';
import { ToastProvider } from '@app/components/ui/toast';

/** App-wide providers: the single toast outlet (tooltips bring their own, see ui/tooltip.tsx). */
export function AppProvider({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
