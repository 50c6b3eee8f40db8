/**
 * Files in a conversation (issue 38): what the picker offers and the upload accepts, the words
 * of a refusal (the form and the endpoint say the same), and the ids a message carries.
 */
import * as v from 'valibot';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_MESSAGE_MAX } from '../constants';

/** The multipart field of POST /api/threads/:id/attachments (and the console's). */
export const ATTACHMENT_FIELD = 'file';
/** What the picker offers; the server checks the bytes themselves, never the name or the type. */
export const ATTACHMENT_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;

export const ATTACHMENT_TYPE_MESSAGE = 'Attach a JPEG, PNG, WebP or PDF up to 10 MB';
export const ATTACHMENT_SIZE_MESSAGE = `This file is over 10 MB. ${ATTACHMENT_TYPE_MESSAGE}`;
export const ATTACHMENT_UNREADABLE_MESSAGE = `This picture could not be read. ${ATTACHMENT_TYPE_MESSAGE}`;
export const ATTACHMENT_DIMENSIONS_MESSAGE =
  'This picture is too large to send. Please attach one of at most 8192 × 8192 pixels.';
/** The outbox keeps words, not files: an attachment is uploaded while the member is online. */
export const ATTACHMENT_OFFLINE_MESSAGE =
  'Attachments need a connection. Your words can wait; attach the file once you are online.';
export const ATTACHMENT_UNKNOWN_MESSAGE = 'A file of this message is not in this conversation';
export const ATTACHMENT_COUNT_MESSAGE = `A message carries at most ${ATTACHMENTS_PER_MESSAGE_MAX} files`;

const attachmentId = v.pipe(
  v.string(ATTACHMENT_UNKNOWN_MESSAGE),
  v.uuid(ATTACHMENT_UNKNOWN_MESSAGE),
);

/** The files a message carries, uploaded first; none by default. */
export const attachmentIds = v.optional(
  v.pipe(
    v.array(attachmentId, ATTACHMENT_UNKNOWN_MESSAGE),
    v.maxLength(ATTACHMENTS_PER_MESSAGE_MAX, ATTACHMENT_COUNT_MESSAGE),
    // The same file twice is attached once.
    v.transform((ids) => [...new Set(ids)]),
  ),
  [],
);

/**
 * The browser's first look at a picked file, before any upload: its declared type and its size.
 * The server looks again, at the content. Returns the message, or null when it may go.
 */
export function attachmentFileProblem(file: { type: string; size: number }): string | null {
  if (!(ATTACHMENT_MIME_TYPES as readonly string[]).includes(file.type)) {
    return ATTACHMENT_TYPE_MESSAGE;
  }
  if (file.size > ATTACHMENT_MAX_BYTES) return ATTACHMENT_SIZE_MESSAGE;
  return null;
}
