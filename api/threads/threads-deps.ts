import type { Db } from '../db/client';
import type { Clock } from '../runtime';
import type { ImageQueue } from '../lib/images/image-queue';
import type { ThreadAttachmentFiles } from './attachment-files';

/** What the member's thread routes are built from (app.ts). */
export interface ThreadsDeps {
  db: Db;
  clock: Clock;
  /** the conversations' files on disk (UPLOADS_DIR/threads) */
  files: ThreadAttachmentFiles;
  /** where attached pictures wait to be re-encoded, shared with the console's uploads */
  imageQueue: ImageQueue;
}
