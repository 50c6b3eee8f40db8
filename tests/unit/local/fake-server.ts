/** Test doubles for the network: a fetch stub that hands each request to a fake server function. */
import { afterEach, vi } from 'vitest';
import { ClubDB } from '@app/local/db/db';

export interface FakeRequest {
  method: string;
  path: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  /** parsed JSON body, undefined when none was sent */
  body: unknown;
}

export type FakeServer = (req: FakeRequest) => Response | Promise<Response>;

/** Replaces global fetch for the current test; returns every request it received. */
export function stubFetch(server: FakeServer): FakeRequest[] {
  const requests: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const text = typeof init.body === 'string' ? init.body : '';
    const req: FakeRequest = {
      method: init.method ?? 'GET',
      path: input,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: text === '' ? undefined : JSON.parse(text),
    };
    requests.push(req);
    return server(req);
  });
  return requests;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** What fetch does when the connection is down. */
export function networkDown(): never {
  throw new TypeError('fetch failed');
}

const opened: ClubDB[] = [];

/** A fresh, uniquely named database, deleted after the test. */
export function testDb(name = `test-${crypto.randomUUID()}`): ClubDB {
  const db = new ClubDB(name);
  opened.push(db);
  return db;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  for (const db of opened.splice(0)) await db.delete();
});

/** A clock the test moves by hand. */
export function manualClock(start = 1_700_000_000_000) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}
