import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/** Radix Tabs in the brand's look: arrow keys move between tabs, the panel follows. */
export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn(
        'inline-flex gap-1 rounded-full border border-white/8 bg-ink-900/80 p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'cursor-pointer rounded-full px-5 py-2 text-[0.7rem] font-semibold tracking-[0.18em] text-stone-300 uppercase transition duration-300 hover:text-gold-300 data-[state=active]:bg-gold-500/15 data-[state=active]:text-gold-300',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn('mt-8 rounded-lg', className)} {...props} />;
}
