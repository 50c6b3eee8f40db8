/**
 * Where a conversation's files live: UPLOADS_DIR/threads/<32 hex>, a name we generate, never the
 * sender's. Only keys of that exact shape are ever read or deleted, so no path can escape the
 * folder; folder and files are the server account's alone (private-files.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/private-files';

const KEY_PATTERN = /^[0-9a-f]{32}$/;

export function threadAttachmentFiles(uploadsDir: string) {
  const dir = join(uploadsDir, 'threads');
  return {
    /** Stores the bytes under a new key and answers the key. */
    async save(bytes: Uint8Array): Promise<string> {
      const key = randomBytes(16).toString('hex');
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      await writeFile(join(dir, key), bytes, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return key;
    },
    /** The file of a key, or null when the key is not ours or the file is gone. */
    async read(key: string): Promise<Buffer | null> {
      if (!KEY_PATTERN.test(key)) return null;
      return readFile(join(dir, key)).catch(() => null);
    },
    /** Removes the files of these keys; a missing one is already what we want. */
    async remove(keys: readonly string[]): Promise<void> {
      await Promise.all(
        keys
          .filter((key) => KEY_PATTERN.test(key))
          .map((key) => rm(join(dir, key), { force: true })),
      );
    },
  };
}
export type ThreadAttachmentFiles = ReturnType<typeof threadAttachmentFiles>;
