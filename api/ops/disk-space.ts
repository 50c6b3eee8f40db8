import { statfsSync } from 'node:fs';

/** Free bytes for an unprivileged writer on the filesystem that holds `path`. */
export function freeDiskBytes(path: string): number {
  const stats = statfsSync(path);
  return stats.bavail * stats.bsize;
}
