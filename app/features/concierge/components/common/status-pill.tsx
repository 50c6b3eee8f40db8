import { cn } from '@app/components/ui/cn';
import type { StatusWord, Tone } from '../../lib/status-words';

const TONES: Record<Tone, string> = {
  waiting: 'bg-gold-500/12 text-gold-200 ring-gold-500/45',
  open: 'bg-sand-100/6 text-sand-100 ring-sand-200/25',
  done: 'bg-success-500/12 text-[#b5d4bc] ring-success-500/45',
  closed: 'text-stone-300 ring-stone-400/30',
  problem: 'bg-danger-500/10 text-danger-300 ring-danger-500/40',
};

const DOTS: Record<Tone, string> = {
  waiting: 'bg-gold-400',
  open: 'bg-sand-200',
  done: 'bg-success-500',
  closed: 'bg-stone-400',
  problem: 'bg-danger-500',
};

/** A record's state in words, its tone saying whether someone at the club should act. */
export function StatusPill({ status, className }: { status: StatusWord; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[status.tone],
        className,
      )}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', DOTS[status.tone])} />
      {status.label}
    </span>
  );
}
