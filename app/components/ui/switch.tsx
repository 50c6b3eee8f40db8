import { Switch as RadixSwitch } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/** An on/off switch (Radix: role="switch", Space toggles), gold when on. Name it with a label. */
export function Switch({ className, ...props }: ComponentProps<typeof RadixSwitch.Root>) {
  return (
    <RadixSwitch.Root
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border border-white/12 bg-ink-700 transition duration-300 ease-(--ease-luxe) outline-none focus-visible:ring-2 focus-visible:ring-gold-400 focus-visible:ring-offset-2 focus-visible:ring-offset-ink-900 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-gold-400/70 data-[state=checked]:bg-linear-to-r data-[state=checked]:from-gold-600 data-[state=checked]:to-gold-400',
        className,
      )}
      {...props}
    >
      <RadixSwitch.Thumb className="block size-5 translate-x-1 rounded-full bg-sand-100 shadow-sm transition duration-300 ease-(--ease-luxe) data-[state=checked]:translate-x-[1.4rem] data-[state=checked]:bg-ink-950" />
    </RadixSwitch.Root>
  );
}
