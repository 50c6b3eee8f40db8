/**
 * Issue 36: the development log's human lines cannot be forged. A value that carries a line
 * break (a path, an error's message) is written escaped on its own line, so no request can print
 * a line that looks like the server's own.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '@api/env';
import { createLogger } from '@api/observability/logger';
import { formatLine, prettyLines } from '@api/observability/pretty-lines';
import { makeTestApp } from '../../helpers/api';

/** The server's development logger, its human lines collected as written. */
function developmentLog() {
  let text = '';
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const logger = createLogger(loadEnv({ NODE_ENV: 'development' }), prettyLines(out));
  return { logger, lines: () => text.split('\n').filter(Boolean) };
}

const FORGED = /^\d\d:\d\d:\d\d\.\d{3} INFO forged/;

describe('the development log format', () => {
  it('writes a request for a path with a line break as one access line', async () => {
    const log = developmentLog();
    const t = makeTestApp({ logger: log.logger });
    try {
      await t.request('/api/zz%0A22:43:09.000%20INFO%20forged%0D%0A22:43:10.000%20INFO%20forged');
    } finally {
      t.close();
    }
    const lines = log.lines();
    expect(lines.some((line) => FORGED.test(line))).toBe(false);
    const access = lines.filter((line) => line.includes('/api/zz'));
    expect(access).toHaveLength(1);
    expect(access[0]).toMatch(/\/api\/zz(%0A|\\n)22:43:09\.000/);
  });

  it('escapes every control character in a message and its fields', () => {
    const line = formatLine(
      JSON.stringify({
        time: '2026-11-28T22:43:08.000Z',
        level: 'info',
        msg: 'a\nb\r\u001b[31mc\u2028d',
        path: '/x\n22:43:09.000 INFO forged',
      }),
    );
    expect(line).toBe(
      '22:43:08.000 INFO a\\nb\\r\\u001b[31mc\\u2028d path=/x\\n22:43:09.000 INFO forged\n',
    );
  });

  it("indents an error's stack, so a message with a line break stays inside it", () => {
    const err = new Error('boom\n22:43:09.000 INFO forged');
    const text = formatLine(
      JSON.stringify({ time: '2026-11-28T22:43:08.000Z', level: 'error', msg: 'failed', err }),
    );
    const stackText = formatLine(
      JSON.stringify({
        time: '2026-11-28T22:43:08.000Z',
        level: 'error',
        msg: 'failed',
        err: { stack: err.stack },
      }),
    );
    for (const output of [text, stackText]) {
      const lines = output.split('\n').filter(Boolean);
      expect(lines[0]).toBe('22:43:08.000 ERROR failed');
      expect(lines.slice(1).every((line) => line.startsWith('    '))).toBe(true);
      expect(lines.some((line) => FORGED.test(line))).toBe(false);
    }
  });
});
