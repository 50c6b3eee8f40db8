/**
 * Development's log format: pino's JSON lines turned back into lines a person reads at a terminal
 * (time, level, message, the other fields, an error's stack), with no extra dependency. Production
 * and tests keep the JSON.
 */
import type { DestinationStream } from 'pino';

const HIDDEN = new Set(['time', 'level', 'msg', 'pid', 'hostname', 'err']);

export function formatLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 23) : '';
  const level = String(entry.level ?? '').toUpperCase();
  const fields = Object.entries(entry)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = entry.err as { stack?: unknown } | undefined;
  const stack = typeof err?.stack === 'string' ? `\n${err.stack}` : '';
  const message = [entry.msg, ...fields].filter((part) => part !== undefined).join(' ');
  return `${time} ${level} ${String(message)}${stack}\n`;
}

export const prettyLines = (out: NodeJS.WritableStream): DestinationStream => ({
  write: (line: string) => void out.write(formatLine(line)),
});
