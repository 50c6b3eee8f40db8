import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '@app/lib/use-hydrated';
import { cn } from './cn';

type Variant = 'gold' | 'outline' | 'ghost' | 'light' | 'danger';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-sans font-semibold uppercase tracking-[0.18em] transition duration-300 ease-(--ease-luxe) disabled:pointer-events-none disabled:opacity-50 cursor-pointer select-none';

const variants: Record<Variant, string> = {
  gold: 'bg-linear-to-r from-gold-600 via-gold-400 to-gold-500 text-ink-950 shadow-gold hover:brightness-110 active:brightness-95',
  outline: 'border border-gold-500/60 text-gold-300 hover:border-gold-300 hover:bg-gold-500/10',
  ghost: 'text-sand-100 hover:text-gold-300',
  light: 'bg-ivory-50 text-ink-950 hover:bg-gold-200',
  /** what cannot be undone (deleting the account) */
  danger: 'border border-danger-500/60 bg-danger-500/8 text-danger-300 hover:brightness-110',
};

const sizes: Record<Size, string> = {
  sm: 'h-9 px-4 text-[0.68rem]',
  md: 'h-11 px-6 text-[0.72rem]',
  lg: 'h-13 px-8 text-xs',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  /** Render the child element (e.g. a router Link) with the button's look. */
  asChild?: boolean;
}

export function buttonClasses(variant: Variant = 'gold', size: Size = 'md', className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const classes = buttonClasses(variant, size, className);
  // A link styled as a button, or a submit button (its form posts to the server), works before
  // the app does. Only a plain button waits: it alone follows hydration, so a page's links (the
  // 24 cards' Book Now on /destinations, each a router Link) are not rendered again when it ends.
  if (asChild) return <Slot.Root className={classes} {...props} />;
  if ((type ?? 'button') !== 'button') return <button className={classes} type={type} {...props} />;
  return <AppButton className={classes} {...props} />;
}

/**
 * A plain button does something only through the app: until it is there, assistive technology
 * hears that it is unavailable (a tap is still kept and replayed, shared/early-events.ts).
 */
function AppButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated();
  return (
    <button type="button" {...props} aria-disabled={hydrated ? props['aria-disabled'] : true} />
  );
}
