import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from './cn';

interface TooltipProps {
  /** The trigger: one focusable element (a button or link). */
  children: ReactElement;
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
}

/** A short hint on hover and focus. Delays come from the app-wide provider (700 ms / 300 ms). */
export function Tooltip({ children, content, side = 'top', className }: TooltipProps) {
  return (
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
  );
}
