import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { PROFILE_CONFLICT_CODE } from '@shared/api';
import { conflictDiff, mergeOnTop } from '@app/features/members/lib/conflict-diff';
import { profileFieldsOf } from '@app/features/members/lib/profile-fields';
import { conflictOf, keepServerCopy, saveProfile } from '@app/features/members/data/profile-outbox';
import { json, networkDown, stubFetch, testDb } from '../../local/fake-server';
import { member } from '../../local/member-fixtures';

const base = member('ada', { state: 'Texas', companyName: 'Byron Ltd', upcomingTrips: ['Aspen'] });
const current = member('ada', {
  state: 'Texas',
  companyName: 'Byron Holdings',
  upcomingTrips: ['Aspen'],
  updatedAt: '2026-02-01T00:00:00.000Z',
});

describe('the profile conflict diff', () => {
  it('lists each field where the draft and the server disagree, and which one is kept', () => {
    const draft = { ...profileFieldsOf(base), state: 'Florida', upcomingTrips: ['Aspen', 'Bali'] };
    expect(conflictDiff(draft, current, profileFieldsOf(base))).toEqual([
      { field: 'state', mine: 'Florida', saved: 'Texas', kept: 'mine' },
      { field: 'companyName', mine: 'Byron Ltd', saved: 'Byron Holdings', kept: 'saved' },
      { field: 'upcomingTrips', mine: 'Aspen, Bali', saved: 'Aspen', kept: 'mine' },
    ]);
  });

  it('lists nothing when both sides agree', () => {
    expect(conflictDiff(profileFieldsOf(current), current)).toEqual([]);
  });

  it("applies the member's changes on top of the server's copy", () => {
    const draft = { ...profileFieldsOf(base), state: 'Florida' };
    expect(mergeOnTop(draft, current, profileFieldsOf(base))).toEqual({
      ...profileFieldsOf(current),
      state: 'Florida',
    });
  });

  it('without the starting copy, the whole draft counts as the member’s', () => {
    const draft = { ...profileFieldsOf(base), state: 'Florida' };
    expect(mergeOnTop(draft, current)).toEqual(draft);
    expect(conflictDiff(draft, current).every((c) => c.kept === 'mine')).toBe(true);
  });
});

describe('saving the profile through the outbox', () => {
  it('keeps a refused draft with the server copy, and drops it on "use the saved version"', async () => {
    const db = testDb();
    await db.session.put({ key: 'current', user: base, fetchedAt: 1 });
    const requests = stubFetch(() =>
      json(412, { message: 'changed', code: PROFILE_CONFLICT_CODE, current }),
    );
    const draft = { ...profileFieldsOf(base), state: 'Florida' };
    const outcome = await saveProfile(draft, base, { db });
    expect(outcome.status).toBe('failed');
    // Spec 7's body as documented; the version it was based on travels as If-Match.
    expect(requests[0]).toMatchObject({ method: 'PUT', path: '/api/user/profile', body: draft });
    expect(requests[0]?.headers.get('If-Match')).toBe(`"${base.updatedAt}"`);
    const conflict = conflictOf(await db.outbox.get({ id: outcome.id }));
    expect(conflict).toMatchObject({ draft, current });
    if (!conflict) throw new Error('no conflict');
    await keepServerCopy(conflict, { db });
    expect((await db.session.get('current'))?.user).toEqual(current);
    expect(await db.outbox.count()).toBe(0);
  });

  it('offline, shows the edit at once with the old updatedAt, and a second edit replaces the first', async () => {
    const db = testDb();
    await db.session.put({ key: 'current', user: base, fetchedAt: 1 });
    stubFetch(networkDown);
    const first = await saveProfile({ ...profileFieldsOf(base), state: 'Florida' }, base, { db });
    expect(first.status).toBe('queued');
    const shown = (await db.session.get('current'))?.user;
    expect(shown).toMatchObject({ state: 'Florida', updatedAt: base.updatedAt });
    if (!shown) throw new Error('signed out');
    await saveProfile({ ...profileFieldsOf(shown), companyName: 'Nova' }, shown, { db });
    const items = await db.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]?.body).toMatchObject({ state: 'Florida', companyName: 'Nova' });
    // The second edit started from the first's draft, so both are based on the server's version.
    expect(items[0]?.ifMatch).toBe(`"${base.updatedAt}"`);
  });
});
