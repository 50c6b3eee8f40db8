import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { enqueue } from '@app/local/outbox/outbox';
import { pullMemberChanges } from '@app/local/sync/member-pull';
import { sessionHintPresent } from '@app/local/session/session-hint';
import { hasSessionHint } from '@shared/session-hint';
import { json, networkDown, stubFetch, testDb, type FakeServer } from '../fake-server';
import { isPull, member, snapshotOf, SYNC_PATH } from '../member-fixtures';

const ada = member('ada');

/** A server where `user` is signed in (null: nobody); member lists are empty. */
function serverFor(user: typeof ada | null): FakeServer {
  return (req) => {
    if (isPull(req.path)) return user ? json(200, snapshotOf(user)) : json(401, { message: 'x' });
    return user ? json(200, []) : json(401, { message: 'x' });
  };
}

const paths = (requests: { path: string }[]) => requests.map((r) => r.path);
const noHint = () => false;

describe('the session hint cookie', () => {
  it('is read from a Cookie header or document.cookie, by exact name and value', () => {
    expect(hasSessionHint('theme=dark; signed_in=1')).toBe(true);
    expect(hasSessionHint('signed_in=1')).toBe(true);
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('signed_in=')).toBe(false);
    expect(hasSessionHint('was_signed_in=1')).toBe(false);
  });

  it('is looked for in document.cookie, and is absent where there is no document', () => {
    expect(sessionHintPresent()).toBe(false);
    vi.stubGlobal('document', { cookie: 'signed_in=1' });
    expect(sessionHintPresent()).toBe(true);
    vi.stubGlobal('document', { cookie: 'session_seen=1' });
    expect(sessionHintPresent()).toBe(false);
    vi.unstubAllGlobals();
  });
});

describe('pullMemberChanges asks only when someone may be signed in', () => {
  it('a first visit: signed out at once, without a request', async () => {
    const db = testDb();
    const requests = stubFetch(serverFor(null));
    expect(await pullMemberChanges({ db, now: () => 4, hinted: noHint })).toBeNull();
    expect(requests).toEqual([]);
    // A snapshot written now, which member screens believe at once (no 10 s doubt).
    expect(await db.session.get('current')).toMatchObject({ user: null, fetchedAt: 4 });
  });

  it('the hint (a session made in another tab, or through the API): asks', async () => {
    const db = testDb();
    const requests = stubFetch(serverFor(ada));
    expect(await pullMemberChanges({ db, hinted: () => true })).toEqual(ada);
    expect(paths(requests)).toContain(SYNC_PATH);
  });

  it('a member in the snapshot, no hint (revoked on the server): asks, and forgets them', async () => {
    const db = testDb();
    await db.session.put({ key: 'current', user: ada, fetchedAt: 1 });
    const requests = stubFetch(serverFor(null));
    expect(await pullMemberChanges({ db, hinted: noHint })).toBeNull();
    expect(paths(requests)).toEqual([SYNC_PATH]);
    expect((await db.session.get('current'))?.user).toBeNull();
  });

  it('no snapshot but a member’s item waiting (a session older than the hint): asks', async () => {
    const db = testDb();
    await db.session.put({ key: 'current', user: ada, fetchedAt: 1 });
    stubFetch(networkDown);
    const item = await enqueue(
      { kind: 'profile', method: 'PUT', url: '/api/user/profile', body: {} },
      { db },
    );
    await db.session.clear();
    const requests = stubFetch(serverFor(ada));
    expect(await pullMemberChanges({ db, hinted: noHint })).toEqual(ada);
    expect(paths(requests)[0]).toBe(SYNC_PATH);
    // Found again, the member's held item goes out.
    await vi.waitFor(async () =>
      expect((await db.outbox.get({ id: item.id }))?.status).toBe('sent'),
    );
  });

  it('a signed-out snapshot with a member’s item waiting, no hint: does not ask', async () => {
    const db = testDb();
    await db.session.put({ key: 'current', user: ada, fetchedAt: 1 });
    stubFetch(networkDown);
    await enqueue({ kind: 'profile', method: 'PUT', url: '/api/user/profile', body: {} }, { db });
    await db.session.put({ key: 'current', user: null, fetchedAt: 2 });
    const requests = stubFetch(serverFor(null));
    expect(await pullMemberChanges({ db, hinted: noHint })).toBeNull();
    expect(paths(requests)).not.toContain(SYNC_PATH);
  });
});
