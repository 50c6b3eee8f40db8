/** The journal's posts as an admin writes them through the console, for the journal's tests. */
import { afterEach, beforeEach } from 'vitest';
import type { UserRole } from '@shared/api';
import { JOURNAL_API, type ConsolePost } from '@shared/journal-api';
import type { PostInputFields } from '@shared/schemas/posts';
import { makeClock, makeTestApp, TEST_ORIGIN, withCookie, type TestApp } from './api';
import type { StaffSuite } from './console-calls';
import { signedIn, type Person } from './staff';

let serial = 0;

/** A post's body, a draft unless told; each call a new address. */
export const postBody = (fields: Partial<PostInputFields> = {}): PostInputFields => ({
  title: 'Winter in St. Moritz',
  slug: `winter-${++serial}`,
  excerpt: 'A week on the Engadin snow.',
  markdown: '## The first morning\n\nSnow on the lake.',
  author: 'The Aurelian Editorial Team',
  authorRole: 'Travel',
  tags: ['Travel'],
  coverPictureId: null,
  status: 'draft',
  ...fields,
});

export async function writePost(
  t: TestApp,
  as: Person,
  fields: Partial<PostInputFields> = {},
): Promise<ConsolePost> {
  const res = await t.post(JOURNAL_API.consolePosts, postBody(fields), withCookie(as.cookie));
  if (res.status !== 201) throw new Error(`POST posts: ${res.status} ${await res.text()}`);
  return (await res.json()) as ConsolePost;
}

/** A PATCH, as the console's fetch wrapper sends it. */
export const patchPost = (t: TestApp, id: number, body: unknown, as: Person) =>
  t.app.request(JOURNAL_API.consolePost(id), {
    method: 'PATCH',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: as.cookie },
  });

/** After the bundled posts' dates (the last is 7 October 2025), so a new post is the newest. */
export const AFTER_THE_BUNDLED_POSTS = '2025-10-20T12:00:00.000Z';

/**
 * A fresh app on a movable clock that starts after the bundled posts, and one signed-in person
 * per role asked for, before each test; closed after.
 */
export function journalSuite<R extends UserRole>(roles: readonly R[]): StaffSuite<R> {
  const suite = {} as StaffSuite<R>;
  beforeEach(() => {
    const time = makeClock(AFTER_THE_BUNDLED_POSTS);
    const t = makeTestApp({ clock: time.clock });
    Object.assign(suite, { time, t });
    for (const role of roles) suite[role] = signedIn(t, time, role) as StaffSuite<R>[R];
  });
  afterEach(() => suite.t?.close());
  return suite;
}
