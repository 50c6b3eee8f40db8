import { cn } from '@app/components/ui/cn';

/**
 * The look of ui/field.tsx's TextField, shared by the other controls here so a select, a textarea
 * and a date input sit in one form without a seam.
 */
export const labelClass = 'text-[0.7rem] font-semibold tracking-[0.2em] text-stone-300 uppercase';

export function controlClass(error: boolean, className?: string) {
  return cn(
    'w-full rounded-xl border bg-ink-850 px-4 text-base text-ivory-50 transition duration-300 ease-(--ease-luxe) placeholder:text-stone-400/70',
    'hover:border-ink-500 focus:border-gold-500 focus:bg-ink-800 focus:outline-none focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-500/40',
    'disabled:cursor-not-allowed disabled:border-ink-700 disabled:bg-ink-900 disabled:text-sand-200',
    error ? 'border-danger-500/80' : 'border-ink-600',
    className,
  );
}

export const errorClass = 'text-sm text-danger-300';
export const hintClass = 'text-xs leading-relaxed text-stone-400';

/** The ids that tie a control to its hint and error for assistive technology. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
