/**
 * Sends one picked file to a conversation (issue 38), the member's or staff's path, before the
 * message that names it. The outbox keeps words, not files: with no connection the member is
 * told so at once, and the words can still wait in the outbox.
 */
import { ApiError, apiRequest, NetworkError } from '@app/local/api';
import { ATTACHMENT_FIELD, ATTACHMENT_OFFLINE_MESSAGE } from '@shared/schemas/thread-attachments';
import type { ThreadAttachment } from '@shared/threads-api';

/** Why a file was not attached, in words for the person who picked it. */
export class AttachmentRefusal extends Error {
  override name = 'AttachmentRefusal';
}

export async function uploadAttachment(url: string, file: File): Promise<ThreadAttachment> {
  if (!navigator.onLine) throw new AttachmentRefusal(ATTACHMENT_OFFLINE_MESSAGE);
  const body = new FormData();
  body.append(ATTACHMENT_FIELD, file);
  try {
    return await apiRequest<ThreadAttachment>(url, { method: 'POST', body });
  } catch (err) {
    if (err instanceof NetworkError) throw new AttachmentRefusal(ATTACHMENT_OFFLINE_MESSAGE);
    if (err instanceof ApiError && err.body) throw new AttachmentRefusal(err.body.message);
    throw err;
  }
}
