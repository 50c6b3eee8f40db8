/**
 * Files uploaded for a message that never went (picked, then removed, or the tab closed) are
 * nobody's to see but their uploader's: after a day their rows go, then their files. Rows first,
 * so nothing is ever served from a row whose file is being deleted.
 */
import { and, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { threadAttachments } from '../db/schema/threads';
import type { ThreadAttachmentFiles } from './attachment-files';

/** A day: long enough for a message written slowly, or sent from the outbox after a night. */
export const UNSENT_ATTACHMENT_KEEP_MS = 24 * 60 * 60 * 1000;

export async function pruneUnsentAttachments(
  db: Db,
  files: ThreadAttachmentFiles,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNSENT_ATTACHMENT_KEEP_MS).toISOString();
  const unsent = and(isNull(threadAttachments.messageId), lt(threadAttachments.createdAt, cutoff));
  const keys = db.transaction((tx) => {
    const rows = tx
      .select({ key: threadAttachments.storageKey })
      .from(threadAttachments)
      .where(unsent)
      .all();
    tx.delete(threadAttachments).where(unsent).run();
    return rows.map((r) => r.key);
  });
  await files.remove(keys);
  return keys.length;
}
