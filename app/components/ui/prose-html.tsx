import { cn } from './cn';

interface ProseHtmlProps {
  /** HTML the server sanitised (api/journal/markdown.ts): only its allowed elements reach here. */
  html: string;
  /** Long-form articles open with a drop cap on their first paragraph. */
  dropCap?: boolean;
  className?: string;
}

/*
 * The look of Prose (prose.tsx) given to the elements of sanitised HTML, which carry no classes of
 * their own: paragraphs, headings, a quote with its caption, lists and links.
 */
const ELEMENTS = [
  '[&_p]:mt-6 [&>:first-child]:mt-0',
  '[&_h2]:mt-14 [&_h2]:mb-2 [&_h2]:scroll-mt-28 [&_h2]:text-display-sm [&_h2]:text-ivory-50',
  '[&_h3]:mt-10 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:text-ivory-50',
  '[&_blockquote]:my-12 [&_blockquote]:border-l [&_blockquote]:border-gold-500/70 [&_blockquote]:pl-6 sm:[&_blockquote]:pl-8',
  '[&_blockquote]:font-display [&_blockquote]:text-2xl [&_blockquote]:leading-snug [&_blockquote]:text-ivory-50 [&_blockquote]:italic sm:[&_blockquote]:text-[1.75rem]',
  "[&_blockquote_p]:mt-0 [&_blockquote>p:first-child]:before:content-['“'] [&_blockquote>p:last-child]:after:content-['”']",
  '[&_figure]:my-12 [&_figure]:border-l [&_figure]:border-gold-500/70 [&_figure]:pl-6 sm:[&_figure]:pl-8',
  '[&_figure_blockquote]:my-0 [&_figure_blockquote]:border-0 [&_figure_blockquote]:pl-0 sm:[&_figure_blockquote]:pl-0',
  '[&_figcaption]:mt-4 [&_figcaption]:text-eyebrow [&_figcaption]:font-semibold [&_figcaption]:tracking-[0.28em] [&_figcaption]:text-gold-500 [&_figcaption]:uppercase',
  '[&_ul]:mt-6 [&_ul]:list-disc [&_ul]:space-y-3 [&_ul]:pl-6 [&_ol]:mt-6 [&_ol]:list-decimal [&_ol]:space-y-3 [&_ol]:pl-6',
  '[&_li]:pl-2 [&_li]:marker:text-gold-500',
  '[&_a]:text-gold-300 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-gold-100',
  '[&_strong]:font-semibold [&_strong]:text-ivory-50 [&_hr]:my-12 [&_hr]:border-white/10',
].join(' ');

const DROP_CAP =
  '[&>p:first-of-type]:first-letter:float-left [&>p:first-of-type]:first-letter:mt-1 [&>p:first-of-type]:first-letter:mr-3 [&>p:first-of-type]:first-letter:font-display [&>p:first-of-type]:first-letter:text-[4.4rem] [&>p:first-of-type]:first-letter:leading-[0.8] [&>p:first-of-type]:first-letter:text-gold-400';

/** A post's body (issue 39) in the brand's long-form typography, ~68 characters wide. */
export function ProseHtml({ html, dropCap = false, className }: ProseHtmlProps) {
  return (
    <div
      className={cn(
        'max-w-[68ch] text-[1.0625rem] leading-[1.8] text-sand-100/90',
        ELEMENTS,
        dropCap && DROP_CAP,
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
