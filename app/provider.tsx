import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@shared/constants';
import { ToastProvider } from '@app/components/ui/toast';

/** App-wide providers: spec 9's tooltip delays and the single toast outlet. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider
      delayDuration={TOOLTIP_OPEN_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      <ToastProvider>{children}</ToastProvider>
    </Tooltip.Provider>
  );
}
