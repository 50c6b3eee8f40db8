import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@shared/constants';
import { cn } from './cn';

interface TooltipProps {
  /** The trigger: one focusable element (a button or link). */
  children: ReactElement;
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
}

/**
 * A short hint on hover and focus, with spec 9's delays (700 ms / 300 ms). Each tooltip brings its
 * own provider so Radix Tooltip loads with the screens that use it, not with the shell.
 */
export function Tooltip({ children, content, side = 'top', className }: TooltipProps) {
  return (
    <RadixTooltip.Provider
      delayDuration={TOOLTIP_OPEN_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={8}
            className={cn(
              'z-50 max-w-xs rounded-md border border-gold-500/30 bg-ink-850 px-3 py-2 text-xs leading-snug text-sand-100 shadow-card data-[state=delayed-open]:animate-fade-up',
              className,
            )}
          >
            {content}
            <RadixTooltip.Arrow className="fill-ink-850" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
