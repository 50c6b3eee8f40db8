/** The console's API as staff call it, for its tests: reads and writes as a person, the roles. */
import { beforeEach, expect, it } from 'vitest';
import type { PageOf, UserRole } from '@shared/api';
import { withCookie, type TestApp } from './api';
import { appSuite, type AppSuite } from './app-suite';
import { signedIn, type Person } from './staff';

export interface Answer<T> {
  status: number;
  body: T;
}

export async function getAs<T>(t: TestApp, path: string, as: Person): Promise<Answer<T>> {
  const res = await t.request(path, withCookie(as.cookie));
  return { status: res.status, body: (await res.json()) as T };
}

/** A same-origin JSON POST, as the console's fetch wrapper sends it. */
export async function postAs<T>(
  t: TestApp,
  path: string,
  body: unknown,
  as: Person,
): Promise<Answer<T>> {
  const res = await t.post(path, body, withCookie(as.cookie));
  return { status: res.status, body: (await res.json()) as T };
}

/** The audit log, oldest first, with `before` and `after` parsed. */
export const auditRows = (t: TestApp) =>
  (
    t.db.$client.prepare('SELECT * FROM audit_log ORDER BY id').all() as Record<string, unknown>[]
  ).map((r) => ({
    ...r,
    before: JSON.parse(r.before as string) as unknown,
    after: JSON.parse(r.after as string) as unknown,
  }));

const ROLE_STATUS: [UserRole | 'anonymous', number][] = [
  ['anonymous', 401],
  ['member', 403],
  ['concierge', 200],
  ['admin', 200],
];

/** A test's app, its clock and a signed-in person for each role it asked for (staff or member). */
export type StaffSuite<R extends UserRole> = AppSuite & Record<R, Person>;

/**
 * Before each test, a fresh app with a movable clock and one signed-in person per role (in the
 * order given); after, it closes. The suite is one object filled anew before each test, so a test
 * file keeps it in a `const` and reads `s.t`, `s.concierge`.
 */
export function staffSuite<R extends UserRole>(roles: readonly R[]): StaffSuite<R> {
  const suite = appSuite() as StaffSuite<R>;
  beforeEach(() => {
    for (const role of roles) suite[role] = signedIn(suite.t, suite.time, role) as StaffSuite<R>[R];
  });
  return suite;
}

export type ConsoleCall = (cookie: string | undefined) => Response | Promise<Response>;

/**
 * One test per endpoint and role: 401 signed out, 403 for a member, 200 for staff, never cached;
 * a refused call leaves the `written` tables empty.
 */
export function itAnswersEachRole(
  bed: () => AppSuite,
  calls: [string, ConsoleCall][],
  written: string[],
) {
  for (const [name, call] of calls) {
    for (const [role, status] of ROLE_STATUS) {
      it(`${name}: ${role} → ${status}`, async () => {
        const { t, time } = bed();
        const cookie =
          role === 'anonymous' ? undefined : signedIn(t, time, role, `${role}-x@club.test`).cookie;
        const res = await call(cookie);
        expect(res.status).toBe(status);
        expect(res.headers.get('Cache-Control')).toBe('private, no-store');
        if (status !== 200) {
          expect(await res.json()).toHaveProperty('message');
          for (const table of written) expect(t.count(table)).toBe(0);
        }
      });
    }
  }
}

/** One test per bad query string of a list: 400 'Invalid request', naming the parameter. */
export function itRefusesQueries(
  list: (query: string) => Promise<Answer<unknown>>,
  cases: [query: string, parameter: string][],
) {
  it.each(cases)('answers 400 to %s', async (query, parameter) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      message: 'Invalid request',
      issues: { [parameter]: expect.any(String) },
    });
  });
}

/**
 * Every console list is newest first (api/db/paged.ts serves them all); two rows of the same
 * instant come in insertion order, the later first. `insert` adds one row at the clock's time.
 */
export function itBreaksTiesNewestFirst<Id>(
  list: () => Promise<Answer<{ items: { id: Id }[] }>>,
  insert: (name: 'first' | 'second') => Id,
) {
  it('breaks ties of the same instant by insertion, newest first', async () => {
    const first = insert('first');
    const second = insert('second');
    expect((await list()).body.items.map((row) => row.id)).toEqual([second, first]);
  });
}

/** The page and page size every console list refuses: one page query serves them all. */
export const PAGE_REFUSALS: [query: string, parameter: string][] = [
  ['page=0', 'page'],
  ['page=-1', 'page'],
  ['page=abc', 'page'],
  ['page=1.5', 'page'],
  ['page=1&page=2', 'page'],
  ['pageSize=0', 'pageSize'],
  ['pageSize=201', 'pageSize'],
  ['pageSize=ten', 'pageSize'],
  ['pageSize=1e2', 'pageSize'],
];

/**
 * Every console list pages alike (api/db/paged.ts): 50 rows a page unless asked (up to 200),
 * newest first, with the total; a page past the end is empty and still counts. `made`: every
 * row's id, oldest first, more than 50 of them.
 */
export async function expectPagesNewestFirst<Id>(
  list: (query?: string) => Promise<Answer<PageOf<{ id: Id }>>>,
  made: Id[],
) {
  const newestFirst = [...made].reverse();
  const ids = async (query?: string) => (await list(query)).body.items.map((row) => row.id);
  const first = await list();
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ total: made.length, page: 1, pageSize: 50 });
  expect(first.body.items.map((row) => row.id)).toEqual(newestFirst.slice(0, 50));
  expect(await ids('page=2')).toEqual(newestFirst.slice(50, 100));
  expect(await ids('pageSize=2&page=2')).toEqual(newestFirst.slice(2, 4));
  expect(await ids('pageSize=200')).toEqual(newestFirst.slice(0, 200));
  const past = Math.floor(made.length / 50) + 2;
  expect((await list(`page=${past}`)).body).toMatchObject({
    items: [],
    total: made.length,
    page: past,
  });
}

/**
 * A console list as its tests call it, as the suite's concierge unless told: `get` reads any path,
 * `list` the list with a query, `ids` the sorted ids a query answers, `post` writes (answering
 * `Written`, the list's row unless said).
 */
export function consoleList<Row extends { id: string | number }, Written = Row>(
  s: StaffSuite<'concierge'>,
  path: string,
) {
  const get = <T>(at: string, as: Person = s.concierge) => getAs<T>(s.t, at, as);
  const list = (query = '') => get<PageOf<Row>>(`${path}${query ? `?${query}` : ''}`);
  const ids = async (query: string) =>
    (await list(query)).body.items.map((row) => row.id).sort() as Row['id'][];
  const post = <T = Written>(at: string, body: unknown, as: Person = s.concierge) =>
    postAs<T>(s.t, at, body, as);
  return {
    get,
    list,
    ids,
    post,
    audit: () => auditRows(s.t),
    /** The list pages as every console list does; `made` oldest first, more than 50. */
    expectPages: (made: Row['id'][]) => expectPagesNewestFirst(list, made),
    itBreaksTies: (insert: (name: 'first' | 'second') => Row['id']) =>
      itBreaksTiesNewestFirst(list, insert),
    /** The list refuses every bad page query, and these of its own filters. */
    itRefuses: (cases: [query: string, parameter: string][]) =>
      itRefusesQueries(list, [...PAGE_REFUSALS, ...cases]),
  };
}
