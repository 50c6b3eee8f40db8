import { useId } from 'react';
import { ATTACHMENT_MIME_TYPES } from '@shared/schemas/thread-attachments';
import { buttonClasses } from '@app/components/ui/button';
import { cn } from '@app/components/ui/cn';
import { fileSize } from './file-size';
import type { AttachmentPicker as Picker } from './use-attachment-picker';

/**
 * "Attach": a real file input behind its styled label (keyboard and screen readers get the
 * input), the chosen files as chips with a remove button, and a refusal in words.
 */
export function AttachmentPicker({ picker, className }: { picker: Picker; className?: string }) {
  const inputId = useId();
  const problemId = useId();
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          type="file"
          multiple
          accept={ATTACHMENT_MIME_TYPES.join(',')}
          aria-describedby={picker.problem ? problemId : undefined}
          className="peer sr-only"
          onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            // Emptied, so choosing the same file again (after removing it) is a change too.
            e.currentTarget.value = '';
            void picker.pick(files);
          }}
        />
        <label
          htmlFor={inputId}
          className={buttonClasses(
            'outline',
            'sm',
            'peer-focus-visible:ring-2 peer-focus-visible:ring-gold-300',
          )}
        >
          <PaperclipIcon />
          Attach
        </label>
        {picker.chosen.length > 0 && (
          <ul aria-label="Files to send" className="flex flex-wrap gap-2">
            {picker.chosen.map((c) => (
              <li
                key={c.key}
                className="flex h-9 items-center gap-2 rounded-full bg-ink-800 pr-1 pl-4 text-xs text-sand-100 ring-1 ring-white/8"
              >
                <span className="max-w-[12rem] truncate">{c.name}</span>
                <span className="text-stone-400">
                  {c.attachment ? fileSize(c.attachment.size) : 'Uploading…'}
                </span>
                <button
                  type="button"
                  aria-label={`Remove ${c.name}`}
                  onClick={() => picker.remove(c.key)}
                  className="grid size-7 cursor-pointer place-items-center rounded-full text-stone-400 hover:bg-white/6 hover:text-gold-300"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {picker.problem && (
        <p id={problemId} role="alert" className="text-sm text-danger-300">
          {picker.problem}
        </p>
      )}
    </div>
  );
}

function PaperclipIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
    >
      <path
        strokeWidth="1.6"
        strokeLinecap="round"
        d="M20 11.5 12.4 19a5 5 0 0 1-7.1-7.1l8-8a3.4 3.4 0 0 1 4.8 4.8l-8 8a1.7 1.7 0 0 1-2.4-2.4L15 7"
      />
    </svg>
  );
}
