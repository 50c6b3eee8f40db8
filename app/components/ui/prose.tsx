import type { Block } from '@app/content/types';
import { cn } from './cn';

interface ProseProps {
  blocks: readonly Block[];
  /** Long-form articles open with a drop cap on their first paragraph. */
  dropCap?: boolean;
  /** Heading level for `h2` blocks: 'h3' when the page already titles each section with an h2. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A stable anchor for a heading, so tables of contents and shared links can point at it. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-');
}

/** Renders bundled copy (app/content) in the brand's long-form typography, ~68 characters wide. */
export function Prose({ blocks, dropCap = false, headingLevel = 'h2', className }: ProseProps) {
  const Heading = headingLevel;
  const firstParagraph = blocks.findIndex((b) => b.type === 'p');
  return (
    <div className={cn('max-w-[68ch] text-[1.0625rem] leading-[1.8] text-sand-100/90', className)}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'p':
            return (
              <p
                key={i}
                className={cn(
                  'mt-6 first:mt-0',
                  dropCap &&
                    i === firstParagraph &&
                    'first-letter:float-left first-letter:mt-1 first-letter:mr-3 first-letter:font-display first-letter:text-[4.4rem] first-letter:leading-[0.8] first-letter:text-gold-400',
                )}
              >
                {block.text}
              </p>
            );
          case 'h2':
            return (
              <Heading
                key={i}
                id={slugify(block.text)}
                className="mt-14 mb-2 scroll-mt-28 text-display-sm text-ivory-50 first:mt-0"
              >
                {block.text}
              </Heading>
            );
          case 'quote':
            return (
              <figure key={i} className="my-12 border-l border-gold-500/70 pl-6 sm:pl-8">
                <blockquote className="font-display text-2xl leading-snug text-ivory-50 italic sm:text-[1.75rem]">
                  “{block.text}”
                </blockquote>
                {block.cite && (
                  <figcaption className="mt-4 text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
                    {block.cite}
                  </figcaption>
                )}
              </figure>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List
                key={i}
                className={cn(
                  'mt-6 space-y-3 pl-6 marker:text-gold-500',
                  block.ordered ? 'list-decimal' : 'list-disc',
                )}
              >
                {block.items.map((item) => (
                  <li key={item} className="pl-2">
                    {item}
                  </li>
                ))}
              </List>
            );
          }
        }
      })}
    </div>
  );
}
