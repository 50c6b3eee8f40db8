import type { ThreadAttachment } from '@shared/threads-api';
import { cn } from '@app/components/ui/cn';
import { fileSize } from './file-size';

interface MessageAttachmentsProps {
  attachments: readonly ThreadAttachment[];
  /** where the signed-in viewer opens a file: the member's path or the console's */
  urlOf: (attachmentId: string) => string;
  align?: 'start' | 'end';
}

/**
 * A message's files: pictures as thumbnails that open full size, PDFs as a chip with the name
 * and size that downloads. The files come from the authenticated API (the session cookie).
 */
export function MessageAttachments({
  attachments,
  urlOf,
  align = 'start',
}: MessageAttachmentsProps) {
  if (attachments.length === 0) return null;
  // Pictures first, in a row of their own; documents beneath, whatever order they landed in.
  const pictures = attachments.filter((a) => a.kind === 'image');
  const documents = attachments.filter((a) => a.kind !== 'image');
  return (
    <ul
      aria-label="Attachments"
      className={cn(
        'flex max-w-full flex-col gap-2',
        align === 'end' ? 'items-end' : 'items-start',
      )}
    >
      {pictures.length > 0 && (
        <li className={cn('flex flex-wrap gap-2', align === 'end' && 'justify-end')}>
          {pictures.map((a) => (
            <Thumbnail key={a.id} attachment={a} url={urlOf(a.id)} />
          ))}
        </li>
      )}
      {documents.map((a) => (
        <li key={a.id}>
          <PdfChip attachment={a} url={urlOf(a.id)} />
        </li>
      ))}
    </ul>
  );
}

function Thumbnail({ attachment, url }: { attachment: ThreadAttachment; url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      className="block overflow-hidden rounded-2xl ring-1 ring-white/10 transition hover:ring-gold-400/60"
    >
      <img
        src={url}
        alt={attachment.name}
        loading="lazy"
        width={attachment.width ?? undefined}
        height={attachment.height ?? undefined}
        className="h-40 w-auto max-w-[15rem] object-cover sm:h-48 sm:max-w-[18rem]"
      />
    </a>
  );
}

function PdfChip({ attachment, url }: { attachment: ThreadAttachment; url: string }) {
  return (
    <a
      href={url}
      download={attachment.name}
      className="flex items-center gap-3 rounded-2xl bg-ink-900/80 py-3 pr-5 pl-3 ring-1 ring-white/10 transition hover:ring-gold-400/60"
    >
      <span
        aria-hidden="true"
        className="grid size-10 place-items-center rounded-xl bg-gold-500/15 text-[0.6rem] font-semibold tracking-[0.18em] text-gold-300"
      >
        PDF
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="max-w-[13rem] truncate text-sm text-ivory-50">{attachment.name}</span>
        <span className="text-xs text-stone-400">{fileSize(attachment.size)} · Download</span>
      </span>
    </a>
  );
}
