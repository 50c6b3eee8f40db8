import type { HTMLAttributes } from 'react';
import { cn } from './cn';

type Tone = 'gold' | 'neutral' | 'outline';

const tones: Record<Tone, string> = {
  gold: 'bg-gold-500/15 text-gold-300 ring-1 ring-inset ring-gold-500/40',
  neutral: 'bg-ink-700/80 text-sand-200 ring-1 ring-inset ring-white/8',
  outline: 'text-stone-300 ring-1 ring-inset ring-stone-400/50',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: Tone;
}

/** A small uppercase label: a status, a category, 'Coming Soon'. */
export function Badge({ tone = 'gold', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-[0.65rem] font-semibold tracking-[0.2em] uppercase',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
