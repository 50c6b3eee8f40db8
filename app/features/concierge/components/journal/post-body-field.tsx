import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { ProseHtml } from '@app/components/ui/prose-html';
import type { PostEditor } from '../../data/use-post-editor';
import { usePostPreview } from '../../data/use-post-preview';
import { ConsoleTextarea } from '../common/console-fields';

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
              scripts, no javascript: links), in the public page's own typography. */}
          <div data-testid="post-preview">
            <ProseHtml html={preview.html} dropCap className="break-words" />
          </div>
        </div>
      </section>
    </div>
  );
}
