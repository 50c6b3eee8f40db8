import { BOOK_LANDING } from '@app/content/book';
import { cn } from '@app/components/ui/cn';
import { ContentIcon } from '@app/components/ui/content-icon';

/** The 30-day money-back note, set apart with the shield glyph. */
export function BookGuarantee({ className }: { className?: string }) {
  return (
    <p className={cn('flex items-start gap-3 text-sm leading-relaxed text-stone-300', className)}>
      <ContentIcon name="shield" className="size-6 shrink-0 text-gold-400" />
      <span>{BOOK_LANDING.guarantee}</span>
    </p>
  );
}
