/**
 * One file sent to a conversation, either side's: its size, then what it is by its first bytes
 * (JPEG, PNG, WebP or PDF, whatever its name says), a picture measured by its header and
 * re-encoded through the image queue (which drops its location data), a PDF kept as sent. The
 * file is written, then its row; if the row fails the file goes, so neither is ever kept alone.
 */
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_DIMENSION_PX } from '@shared/constants';
import {
  ATTACHMENT_DIMENSIONS_MESSAGE,
  ATTACHMENT_SIZE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  ATTACHMENT_UNREADABLE_MESSAGE,
} from '@shared/schemas/thread-attachments';
import type { AttachmentKind, ThreadAttachment, ThreadSide } from '@shared/threads-api';
import type { Db } from '../db/client';
import { readImageDimensions } from '../lib/images/image-dimensions';
import { ImageQueueFullError, type ImageQueue } from '../lib/images/image-queue';
import { sniffImageType } from '../lib/images/image-type';
import { reencodePicture } from '../lib/images/picture-image';
import { UnreadableImageError } from '../lib/images/unreadable-image';
import { cleanFileName } from './attachment-name';
import type { ThreadAttachmentFiles } from './attachment-files';
import { insertAttachment } from './thread-attachments';

export interface AttachmentDeps {
  db: Db;
  files: ThreadAttachmentFiles;
  queue: ImageQueue;
  now: Date;
}

export interface Uploader {
  thread: { id: string; userId: string };
  side: ThreadSide;
  /** the member's or the staff member's id */
  userId: string;
}

export type UploadOutcome =
  | { kind: 'stored'; attachment: ThreadAttachment }
  | { kind: 'refused'; status: 400 | 413 | 415; message: string }
  /** the image queue is full: try again in a few seconds */
  | { kind: 'busy' };

interface Prepared {
  kind: AttachmentKind;
  contentType: string;
  bytes: Uint8Array;
  width: number | null;
  height: number | null;
}

type Refusal = Extract<UploadOutcome, { kind: 'refused' }>;

const refused = (status: Refusal['status'], message: string): Refusal => ({
  kind: 'refused',
  status,
  message,
});

const isPdf = (bytes: Uint8Array) => [...'%PDF-'].every((ch, i) => bytes[i] === ch.charCodeAt(0));

/** What to store for these bytes, or why not. */
async function prepare(bytes: Uint8Array, queue: ImageQueue): Promise<Prepared | Refusal> {
  if (isPdf(bytes)) {
    return { kind: 'pdf', contentType: 'application/pdf', bytes, width: null, height: null };
  }
  const type = sniffImageType(bytes);
  if (type === null || type === 'gif') return refused(415, ATTACHMENT_TYPE_MESSAGE);
  const size = await readImageDimensions(bytes);
  if (!size) return refused(400, ATTACHMENT_UNREADABLE_MESSAGE);
  if (size.width > ATTACHMENT_MAX_DIMENSION_PX || size.height > ATTACHMENT_MAX_DIMENSION_PX) {
    return refused(413, ATTACHMENT_DIMENSIONS_MESSAGE);
  }
  const picture = await queue.run(() => reencodePicture(bytes, type));
  return { kind: 'image', contentType: `image/${type}`, ...picture };
}

export async function storeAttachment(
  { db, files, queue, now }: AttachmentDeps,
  uploader: Uploader,
  file: File,
): Promise<UploadOutcome> {
  if (file.size > ATTACHMENT_MAX_BYTES) return refused(413, ATTACHMENT_SIZE_MESSAGE);
  let prepared: Prepared | Refusal;
  try {
    prepared = await prepare(new Uint8Array(await file.arrayBuffer()), queue);
  } catch (err) {
    if (err instanceof UnreadableImageError) return refused(400, ATTACHMENT_UNREADABLE_MESSAGE);
    if (err instanceof ImageQueueFullError) return { kind: 'busy' };
    throw err;
  }
  if (prepared.kind === 'refused') return prepared;
  const { kind, contentType, bytes, width, height } = prepared;
  const storageKey = await files.save(bytes);
  try {
    const attachment = insertAttachment(db, {
      id: crypto.randomUUID(),
      threadId: uploader.thread.id,
      userId: uploader.thread.userId,
      side: uploader.side,
      uploadedBy: uploader.userId,
      kind,
      contentType,
      byteSize: bytes.byteLength,
      width,
      height,
      fileName: cleanFileName(file.name, contentType, kind),
      storageKey,
      createdAt: now.toISOString(),
    });
    return { kind: 'stored', attachment };
  } catch (err) {
    await files.remove([storageKey]);
    throw err;
  }
}
