/**
 * Where avatars live: UPLOADS_DIR/avatars/<random>.webp, served at /uploads/avatars/<name>.
 * Names are generated (never the sender's) and new on every upload, so they can be cached
 * forever; only names of that exact shape are ever read or deleted, so no path can escape.
 * Folder and files are the server account's alone (private-files.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/private-files';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';
const NAME_PATTERN = /^[0-9a-f]{32}\.webp$/;

export const isAvatarName = (name: string) => NAME_PATTERN.test(name);

export function avatarFiles(uploadsDir: string) {
  const dir = join(uploadsDir, 'avatars');
  return {
    /** Stores the image under a new name and returns its public URL. */
    async save(image: Uint8Array): Promise<string> {
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      await writeFile(join(dir, name), image, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return `${AVATAR_URL_PREFIX}${name}`;
    },
    /** The file of a name, or null when the name is not ours or the file is gone. */
    async read(name: string): Promise<Buffer | null> {
      if (!isAvatarName(name)) return null;
      return readFile(join(dir, name)).catch(() => null);
    },
    /** Removes the file behind one of our avatar URLs; other URLs are left alone. */
    async remove(url: string | null): Promise<void> {
      if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
      const name = url.slice(AVATAR_URL_PREFIX.length);
      if (isAvatarName(name)) await rm(join(dir, name), { force: true });
    },
  };
}
export type AvatarFiles = ReturnType<typeof avatarFiles>;
