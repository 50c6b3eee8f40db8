import type { ReactNode } from 'react';
import { cn } from './cn';

interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'left' | 'center';
  /** Heading level: pages have one h1, sections use h2. */
  as?: 'h1' | 'h2';
  className?: string;
  tone?: 'dark' | 'light';
}

/** Eyebrow, serif title and a short intro: the opening of every section in the brand's voice. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = 'left',
  as: Heading = 'h2',
  className,
  tone = 'dark',
}: SectionHeadingProps) {
  return (
    <div className={cn(align === 'center' && 'mx-auto text-center', 'max-w-2xl', className)}>
      {eyebrow && (
        <p
          className={cn(
            'mb-4 text-eyebrow font-semibold uppercase tracking-[0.28em]',
            // gold-500 on ivory is about 2.2:1; gold-700 keeps small caps readable (4.5:1+).
            tone === 'light' ? 'text-gold-700' : 'text-gold-500',
          )}
        >
          {eyebrow}
        </p>
      )}
      <Heading
        className={cn(
          Heading === 'h1' ? 'text-display-lg' : 'text-display-md',
          tone === 'light' && 'text-ink-950',
        )}
      >
        {title}
      </Heading>
      {intro && (
        <p
          className={cn(
            'mt-5 text-base leading-relaxed sm:text-lg',
            tone === 'light' ? 'text-ink-600' : 'text-stone-300',
          )}
        >
          {intro}
        </p>
      )}
    </div>
  );
}
