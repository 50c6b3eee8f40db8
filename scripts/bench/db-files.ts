/** Sizes of a SQLite database file and its WAL, for the storage benches. */
import { existsSync, statSync } from 'node:fs';

const size = (path: string) => (existsSync(path) ? statSync(path).size : 0);
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

export function dbFileSizes(path: string): string {
  return `db ${mib(size(path))}, wal ${mib(size(`${path}-wal`))}`;
}
