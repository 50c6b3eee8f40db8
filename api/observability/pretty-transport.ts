/**
 * Development's human-readable lines (pretty-lines.ts), made in a worker thread that pino starts
 * (pino.transport, see logger.ts and pretty-worker.mjs): parsing and formatting each JSON line
 * then costs the thread that answers requests nothing. pino hands over its output in chunks that
 * need not end where a line does, so a partial line waits for the rest.
 */
import { writeSync } from 'node:fs';
import { Writable } from 'node:stream';
import { formatLine } from './pretty-lines';

/** Writes to the terminal; blocking is harmless here, this thread answers nothing. */
function toStdout(text: string): void {
  try {
    writeSync(1, text);
  } catch {
    // A closed terminal: there is nobody to tell.
  }
}

export default function prettyTransport(): Writable {
  let partial = '';
  return new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, done) {
      const lines = `${partial}${String(chunk)}`.split('\n');
      partial = lines.pop() ?? '';
      const text = lines
        .filter((line) => line !== '')
        .map(formatLine)
        .join('');
      if (text !== '') toStdout(text);
      done();
    },
    final(done) {
      if (partial !== '') toStdout(formatLine(partial));
      done();
    },
  });
}
