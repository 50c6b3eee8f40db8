import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { cn } from '@app/components/ui/cn';
import type { PostEditor } from '../../data/use-post-editor';
import { usePostPreview } from '../../data/use-post-preview';
import { ConsoleTextarea } from '../common/console-fields';

/** Headings, lists, quotes and links of the previewed HTML in the journal's long-form type. */
const PROSE = cn(
  'max-w-[68ch] text-[0.95rem] leading-[1.75] text-sand-100/90 break-words',
  '[&_p]:mb-4 [&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-xl [&_h2]:text-ivory-50',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-ivory-50',
  '[&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_blockquote]:mb-4 [&_blockquote]:border-l-2 [&_blockquote]:border-gold-500/50 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_a]:text-gold-200 [&_a]:underline [&_a]:underline-offset-4 [&_img]:rounded-lg',
  '[&_code]:rounded [&_code]:bg-ink-950/60 [&_code]:px-1 [&_pre]:overflow-x-auto',
);

/** The Markdown beside its live preview on a desktop, above it on a phone. */
export function PostBodyField({ editor, disabled }: { editor: PostEditor; disabled: boolean }) {
  const { register, formState, control } = editor.form;
  const markdown = useWatch({ control, name: 'markdown' });
  const preview = usePostPreview(markdown);
  const previewId = useId();
  return (
    <div className="grid gap-5 lg:grid-cols-2 sm:col-span-2">
      <ConsoleTextarea
        label="The post (Markdown)"
        hint="## for a heading, **bold**, *italic*, [words](https://…) for a link, > for a quote."
        error={formState.errors.markdown?.message}
        rows={22}
        spellCheck
        className="[&_textarea]:h-[32rem] [&_textarea]:font-mono [&_textarea]:text-[0.82rem] lg:[&_textarea]:h-[40rem]"
        disabled={disabled}
        {...register('markdown')}
      />
      <section aria-labelledby={previewId} className="flex min-w-0 flex-col gap-1.5">
        <h3 id={previewId} className="font-sans text-xs font-medium text-sand-200">
          Preview
        </h3>
        {/* Focusable, so a keyboard can scroll a long post; not a live region, which would read
            the whole post out at every pause in typing. */}
        <div
          tabIndex={0}
          role="region"
          aria-labelledby={previewId}
          className="h-[32rem] overflow-auto overscroll-contain rounded-xl border border-white/8 bg-ink-950/40 px-5 py-4 lg:h-[40rem]"
        >
          {preview.failed && (
            <p className="mb-3 text-xs text-danger-300">
              The preview could not be refreshed; it shows the last one the server sent.
            </p>
          )}
          {/* The HTML is the server's: rendered from the Markdown and sanitised there (no
              scripts, no javascript: links), exactly as the public page will show it. */}
          <div
            data-testid="post-preview"
            className={PROSE}
            dangerouslySetInnerHTML={{ __html: preview.html }}
          />
        </div>
      </section>
    </div>
  );
}
