/**
 * Copies a folder (the uploads) into a backup. A file that the previous backup already holds
 * unchanged (same size and modification time, which each copy keeps) is hard-linked to it
 * instead: uploads are written once under new names, so fourteen backups of them cost about one.
 * Folders and files come out readable by their owner only (private-files.ts).
 */
import {
  chmodSync,
  copyFileSync,
  constants,
  linkSync,
  mkdirSync,
  readdirSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../db/private-files';

function linkUnchanged(source: string, target: string, earlier: string | undefined): boolean {
  if (earlier === undefined) return false;
  try {
    const now = statSync(source);
    const then = statSync(earlier);
    // Times are kept to the millisecond (utimes takes a Date), the filesystem's are finer.
    if (now.size !== then.size || Math.abs(now.mtimeMs - then.mtimeMs) >= 1) return false;
    linkSync(earlier, target);
    return true;
  } catch {
    return false; // not in the earlier backup, or another filesystem: copied instead
  }
}

/** Returns how many files `to` now holds. */
export function copyTree(from: string, to: string, earlier?: string): number {
  mkdirSync(to, { recursive: true, mode: PRIVATE_DIR_MODE });
  let files = 0;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    const before = earlier === undefined ? undefined : join(earlier, entry.name);
    if (entry.isDirectory()) {
      files += copyTree(source, target, before);
    } else if (entry.isFile()) {
      if (!linkUnchanged(source, target, before)) {
        copyFileSync(source, target, constants.COPYFILE_EXCL);
        chmodSync(target, PRIVATE_FILE_MODE);
        const { atime, mtime } = statSync(source);
        utimesSync(target, atime, mtime);
      }
      files += 1;
    }
  }
  return files;
}

/** Bytes under a folder (0 when it does not exist). */
export function treeBytes(dir: string): number {
  let bytes = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) bytes += treeBytes(path);
    else if (entry.isFile()) bytes += statSync(path).size;
  }
  return bytes;
}
