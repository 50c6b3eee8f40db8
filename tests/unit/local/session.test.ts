import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@shared/api';
import { clearSession, refreshSession } from '@app/local/session';
import { json, networkDown, stubFetch, testDb } from './fake-server';

const ada: SessionUser = {
  id: 'u1',
  email: 'ada@x.co',
  firstName: 'Ada',
  lastName: 'Byron',
  profileImageUrl: null,
};

describe('refreshSession', () => {
  it('keeps a snapshot of the signed-in member', async () => {
    const db = testDb();
    const requests = stubFetch(() => json(200, ada));
    expect(await refreshSession({ db, now: () => 5 })).toEqual(ada);
    expect(requests[0]?.path).toBe('/api/auth/user');
    expect(await db.session.get('current')).toEqual({ key: 'current', user: ada, fetchedAt: 5 });
  });

  it('stores null when the server answers 401', async () => {
    const db = testDb();
    await db.session.put({ key: 'current', user: ada, fetchedAt: 1 });
    stubFetch(() => json(401, { message: 'Unauthorized' }));
    expect(await refreshSession({ db })).toBeNull();
    expect((await db.session.get('current'))?.user).toBeNull();
  });

  it('keeps the last snapshot offline', async () => {
    const db = testDb();
    await db.session.put({ key: 'current', user: ada, fetchedAt: 1 });
    stubFetch(networkDown);
    expect(await refreshSession({ db })).toEqual(ada);
    expect(await db.session.get('current')).toEqual({ key: 'current', user: ada, fetchedAt: 1 });
  });

  it('clearSession forgets the member', async () => {
    const db = testDb();
    await db.session.put({ key: 'current', user: ada, fetchedAt: 1 });
    await clearSession({ db });
    expect((await db.session.get('current'))?.user).toBeNull();
  });
});
