/**
 * The request ids the server makes (api/observability/request-context.ts): a per-process prefix
 * and a count rather than a UUID each, so each is still unique, a sane token, and passes
 * production's line redaction untouched (a dash between digits could read as a card number).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isSaneRequestId } from '@api/observability/request-context';
import { API } from '@shared/api';
import { makeTestApp, type TestApp } from '../../helpers/api';
import { memoryLogger } from '../../helpers/log-lines';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('a made request id', () => {
  it('is unique, a sane token, and logged unredacted in production', async () => {
    const log = memoryLogger({ NODE_ENV: 'production' });
    t = makeTestApp({ logger: log.logger });
    const ids: string[] = [];
    for (let i = 0; i < 200; i += 1) {
      const res = await t.request(API.products);
      ids.push(res.headers.get('X-Request-Id') ?? '');
    }
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(isSaneRequestId(id)).toBe(true);
      expect(id).toMatch(/^[0-9a-f]{10}\.[0-9a-z]+$/);
    }
    expect(log.entries().map((e) => e.reqId)).toEqual(ids);
  });
});
