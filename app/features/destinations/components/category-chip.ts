import { cn } from '@app/components/ui/cn';

/** The row both category controls share: one swipeable row on phones (five chips do not fit 390 px). */
export const CATEGORY_ROW =
  '-mx-5 flex gap-2 overflow-x-auto px-5 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0';

/** One chip, a button on /home and a link on /destinations, drawn alike. */
export function categoryChip(active: boolean): string {
  return cn(
    'inline-flex h-10 shrink-0 cursor-pointer items-center rounded-full border px-5 text-[0.7rem] font-semibold uppercase tracking-[0.2em] transition duration-300 ease-(--ease-luxe)',
    active
      ? 'border-gold-400 bg-gold-500/15 text-gold-200'
      : 'border-ink-600 text-stone-300 hover:border-gold-600/70 hover:text-sand-100',
  );
}
