/**
 * What the member's and the console's attachment routes share: reading the multipart upload
 * (its size was capped in app.ts before anything read it) into an answer, and serving a file a
 * viewer may open. Each side's route says only which thread and who.
 */
import type { Context } from 'hono';
import { ATTACHMENT_MAX_BYTES } from '@shared/constants';
import { ATTACHMENT_FIELD, ATTACHMENT_TYPE_MESSAGE } from '@shared/schemas/thread-attachments';
import type { ThreadAttachment, ThreadSide } from '@shared/threads-api';
import { AVATAR_BUSY_MESSAGE } from '@shared/schemas/avatar';
import { errorBody } from '../errors';
import { attachmentResponse } from './attachment-download';
import { storeAttachment, type AttachmentDeps, type Uploader } from './attachment-upload';
import { viewableAttachment } from './thread-attachments';

/** Room for the multipart boundary and part headers around a file of the maximum size. */
export const ATTACHMENT_BODY_LIMIT_BYTES = ATTACHMENT_MAX_BYTES + 64 * 1024;
/** Where files are uploaded, for app.ts's body limit (Hono paths) and the JSON limit's exemption. */
export const ATTACHMENT_UPLOAD_PATHS = [
  '/api/threads/:id/attachments',
  '/api/concierge/threads/:id/attachments',
] as const;
export const ATTACHMENT_UPLOAD_PATTERN = /^\/api\/(concierge\/)?threads\/[^/]+\/attachments$/;

/** Seconds a refused upload should wait when the image queue is full. */
const BUSY_RETRY_AFTER_S = 5;

export async function receiveAttachment(c: Context, deps: AttachmentDeps, uploader: Uploader) {
  const form = await c.req.parseBody().catch(() => null);
  const file = form?.[ATTACHMENT_FIELD];
  if (!(file instanceof File)) return c.json(errorBody(ATTACHMENT_TYPE_MESSAGE), 400);
  const outcome = await storeAttachment(deps, uploader, file);
  switch (outcome.kind) {
    case 'stored':
      return c.json<ThreadAttachment>(outcome.attachment, 201);
    case 'refused':
      return c.json(errorBody(outcome.message), outcome.status);
    case 'busy':
      c.header('Retry-After', String(BUSY_RETRY_AFTER_S));
      return c.json(errorBody(AVATAR_BUSY_MESSAGE), 503);
  }
}

/** The file `attachmentId` of thread `threadId` as `viewer` may see it, or null (a 404). */
export async function sendAttachment(
  c: Context,
  { db, files }: Pick<AttachmentDeps, 'db' | 'files'>,
  threadId: string,
  viewer: ThreadSide,
) {
  const row = viewableAttachment(db, threadId, c.req.param('attachmentId') ?? '', viewer);
  const bytes = row ? await files.read(row.storageKey) : null;
  if (!row || !bytes) return null;
  const { storageKey: _, ...attachment } = row;
  return attachmentResponse(c, attachment, bytes);
}
