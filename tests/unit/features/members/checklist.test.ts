import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { signedIn } from '@app/local/sync/member-pull';
import { signOutLocally } from '@app/local/session/session';
import { setTick, ticksOf } from '@app/features/members/data/checklist';
import { json, stubFetch, testDb } from '../../local/fake-server';
import { member } from '../../local/member-fixtures';

describe('the credit-repair checklist', () => {
  it("keeps each member's ticks apart on one device", async () => {
    const db = testDb();
    await setTick(db, 'ada', 'pull-reports', true);
    await setTick(db, 'ada', 'send-disputes', true);
    await setTick(db, 'bob', 'utilization', true);
    expect([...(await ticksOf(db, 'ada'))].sort()).toEqual(['pull-reports', 'send-disputes']);
    expect([...(await ticksOf(db, 'bob'))]).toEqual(['utilization']);
    expect(await db.checklist.get('ada:pull-reports')).toMatchObject({
      ownerId: 'ada',
      done: true,
    });
  });

  it('unticks', async () => {
    const db = testDb();
    await setTick(db, 'ada', 'pull-reports', true);
    await setTick(db, 'ada', 'pull-reports', false);
    expect(await ticksOf(db, 'ada')).toEqual(new Set());
  });

  it('keeps the ticks across a sign-out, for the same member only', async () => {
    const db = testDb();
    stubFetch(() => json(200, []));
    await signedIn(member('ada'), { db });
    await setTick(db, 'ada', 'entity', true);
    await signOutLocally({ db });
    await signedIn(member('bob'), { db });
    expect(await ticksOf(db, 'bob')).toEqual(new Set());
    await signOutLocally({ db });
    await signedIn(member('ada'), { db });
    expect(await ticksOf(db, 'ada')).toEqual(new Set(['entity']));
  });
});
