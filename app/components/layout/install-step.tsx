import type { ReactNode } from 'react';
import { cn } from '@app/components/ui/cn';

/**
 * One numbered step of installing on iPhone or iPad, with Safari's glyph: the install sheet's, and
 * (compact) the notifications offer's inside a small card.
 */
export function InstallStep({
  n,
  glyph,
  compact = false,
  children,
}: {
  n: number;
  glyph: ReactNode;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <li
      className={cn(
        'flex items-center rounded-2xl border border-white/8 bg-ink-850',
        compact ? 'gap-3.5 p-3' : 'gap-4 p-4',
      )}
    >
      <span
        className={cn(
          'grid shrink-0 place-items-center rounded-xl bg-ink-950 text-gold-300',
          compact ? 'size-11 [&_svg]:size-6' : 'size-14',
        )}
      >
        {glyph}
      </span>
      <p className={cn('text-sm text-stone-300', compact ? 'leading-snug' : 'leading-relaxed')}>
        <span
          className={cn(
            'font-display text-gold-400',
            compact ? 'mr-1.5 text-base' : 'mr-2 text-lg',
          )}
        >
          {n}.
        </span>
        {children}
      </p>
    </li>
  );
}
