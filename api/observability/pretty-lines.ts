/**
 * Development's log format: pino's JSON lines turned back into lines a person reads at a terminal
 * (time, level, message, the other fields, an error's stack), with no extra dependency. Production
 * and tests keep the JSON. A logged value is someone's words (a path, a header, an error's
 * message), so it is written on one line with its control characters escaped, and a stack's lines
 * are indented: nothing a request sends can print a line that looks like the log's own (issue 36).
 */
import type { DestinationStream } from 'pino';

const HIDDEN = new Set(['time', 'level', 'msg', 'pid', 'hostname', 'err']);

const ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** The text on one line: each control character written as an escape a reader sees. */
export const oneLine = (text: string) =>
  text.replace(CONTROL, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** An error's stack under its line, each of its lines indented and escaped. */
const stackLines = (stack: string) =>
  stack
    .split('\n')
    .map((line) => `\n    ${oneLine(line)}`)
    .join('');

export function formatLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return `${oneLine(json.replace(/\n$/, ''))}\n`;
  }
  const time = typeof entry.time === 'string' ? oneLine(entry.time.slice(11, 23)) : '';
  const level = oneLine(String(entry.level ?? '').toUpperCase());
  const fields = Object.entries(entry)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = entry.err as { stack?: unknown } | undefined;
  const stack = typeof err?.stack === 'string' ? stackLines(err.stack) : '';
  const message = [entry.msg, ...fields].filter((part) => part !== undefined).join(' ');
  return `${time} ${level} ${oneLine(String(message))}${stack}\n`;
}

export const prettyLines = (out: NodeJS.WritableStream): DestinationStream => ({
  write: (line: string) => void out.write(formatLine(line)),
});
