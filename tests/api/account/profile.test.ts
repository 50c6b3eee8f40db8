import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidV5 } from '@api/catalog/seed-data/stable-id';
import {
  API,
  PROFILE_CONFLICT_CODE,
  type CurrentUser,
  type ProfileConflictBody,
} from '@shared/api';
import {
  makeClock,
  makeTestApp,
  TEST_ORIGIN,
  type TestApp,
  type TestClock,
} from '../../helpers/api';
import { register } from '../../helpers/accounts';

const KYOTO = uuidV5('destination:kyoto');

let t: TestApp;
let time: TestClock;
let cookie: string;
let user: CurrentUser;
beforeEach(async () => {
  time = makeClock();
  t = makeTestApp({ clock: time.clock });
  ({ user, cookie } = await register(t));
});
afterEach(() => t.close());

const put = (body: unknown, as = cookie, headers: Record<string, string> = {}) =>
  t.app.request(API.profile, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: as, ...headers },
  });
/** A save with the version as If-Match, as the app sends it. */
const putIfMatch = (body: unknown, version: string) =>
  put(body, cookie, { 'If-Match': `"${version}"` });
/** Spec 7's body exactly as documented: no version in it. */
const specBody = (overrides: Record<string, unknown> = {}) => {
  const { updatedAt: _, ...body } = edit(overrides);
  return body;
};
const select = (body: unknown) =>
  t.post(API.selectDestination, body, { headers: { Cookie: cookie } });

const edit = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Amelia',
  lastName: 'Hart-Lowe',
  phoneNumber: '+1 555 010 9999',
  state: 'Colorado',
  companyName: ' Hart & Co ',
  upcomingTrips: ['Aspen in March', '  ', 'aspen in march', 'Kyoto in May'],
  updatedAt: user.updatedAt,
  ...overrides,
});

describe('PUT /api/user/profile', () => {
  it('saves the profile and answers the updated member with a later updatedAt', async () => {
    time.advance(1000);
    const res = await put(edit());
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const saved = (await res.json()) as CurrentUser;
    expect(saved).toMatchObject({
      firstName: 'Amelia',
      lastName: 'Hart-Lowe',
      phoneNumber: '+1 555 010 9999',
      state: 'Colorado',
      companyName: 'Hart & Co',
      upcomingTrips: ['Aspen in March', 'Kyoto in May'],
      createdAt: user.createdAt,
      updatedAt: '2025-09-20T12:00:01.000Z',
    });
    const me = await t.request(API.authUser, { headers: { Cookie: cookie } });
    expect(await me.json()).toEqual(saved);
  });

  it('stores blank optional fields as null', async () => {
    const res = await put(edit({ phoneNumber: '', state: ' ', companyName: '' }));
    expect(await res.json()).toMatchObject({ phoneNumber: null, state: null, companyName: null });
  });

  it('moves updatedAt on by 1 ms when the clock has not moved', async () => {
    const first = (await (await put(edit())).json()) as CurrentUser;
    expect(first.updatedAt).toBe('2025-09-20T12:00:00.001Z');
    const second = (await (await put(edit({ updatedAt: first.updatedAt }))).json()) as CurrentUser;
    expect(second.updatedAt).toBe('2025-09-20T12:00:00.002Z');
  });

  it('answers 412 with the current member when If-Match names an older version', async () => {
    time.advance(1000);
    const fromPhone = (await (
      await putIfMatch(specBody({ state: 'Utah' }), user.updatedAt)
    ).json()) as CurrentUser;
    const res = await putIfMatch(specBody({ state: 'Nevada' }), user.updatedAt);
    expect(res.status).toBe(412);
    expect(res.headers.get('ETag')).toBe(`"${fromPhone.updatedAt}"`);
    const body = (await res.json()) as ProfileConflictBody;
    expect(body).toEqual({
      message: 'Your profile was changed on another device.',
      error: 'Your profile was changed on another device.',
      code: PROFILE_CONFLICT_CODE,
      current: fromPhone,
    });
    // Re-applied on the current version, the edit goes through.
    const retried = await putIfMatch(specBody({ state: 'Nevada' }), body.current.updatedAt);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ state: 'Nevada' });
  });

  it('answers every save and GET /api/auth/user with the version as a strong ETag', async () => {
    const me = await t.request(API.authUser, { headers: { Cookie: cookie } });
    expect(me.headers.get('ETag')).toBe(`"${user.updatedAt}"`);
    const saved = await putIfMatch(specBody(), user.updatedAt);
    const after = (await saved.json()) as CurrentUser;
    expect(saved.headers.get('ETag')).toBe(`"${after.updatedAt}"`);
    expect(after.updatedAt).not.toBe(user.updatedAt);
  });

  it.each([
    ['*', true],
    ['"stale", "CURRENT"', true],
    ['W/"CURRENT"', false],
    ['"stale"', false],
    ['', false],
  ])('reads If-Match %j by strong comparison (passes: %s)', async (header, passes) => {
    const res = await put(specBody(), cookie, {
      'If-Match': header.replace('CURRENT', user.updatedAt),
    });
    expect(res.status).toBe(passes ? 200 : 412);
  });

  it('takes spec 7’s body without a version as a plain update', async () => {
    time.advance(1000);
    await putIfMatch(specBody({ state: 'Utah' }), user.updatedAt);
    const res = await put(specBody({ state: 'Nevada' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ state: 'Nevada' });
  });

  it('takes the trips as the JSON text of a list, as spec 3 stores them', async () => {
    const res = await put(specBody({ upcomingTrips: '["Aspen in March", "Kyoto in May"]' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ upcomingTrips: ['Aspen in March', 'Kyoto in May'] });
  });

  it('still honours the version in the body that an app from before If-Match sends', async () => {
    time.advance(1000);
    await putIfMatch(specBody({ state: 'Utah' }), user.updatedAt);
    const stale = await put(edit({ state: 'Nevada' }));
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ code: PROFILE_CONFLICT_CODE });
  });

  it.each([
    ['a non-date updatedAt', { updatedAt: 'yesterday' }, 'updatedAt'],
    ['a blank first name', { firstName: ' ' }, 'firstName'],
    ['a number as last name', { lastName: 7 }, 'lastName'],
    ['a short phone', { phoneNumber: '555' }, 'phoneNumber'],
    ['trips that are not a list', { upcomingTrips: 'Aspen' }, 'upcomingTrips'],
    ['trips as JSON text of an object', { upcomingTrips: '{"a":1}' }, 'upcomingTrips'],
    ['trips missing', { upcomingTrips: undefined }, 'upcomingTrips'],
    [
      'too many trips',
      { upcomingTrips: Array.from({ length: 21 }, (_, i) => `Trip ${i}`) },
      'upcomingTrips',
    ],
    ['a long trip', { upcomingTrips: ['x'.repeat(121)] }, 'upcomingTrips.0'],
    ['a long company', { companyName: 'x'.repeat(121) }, 'companyName'],
  ])('refuses %s with 400', async (_name, change, field) => {
    const res = await put(edit(change));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: Record<string, string> };
    expect(Object.keys(body.issues)).toContain(field);
  });
});

describe('POST /api/user/select-destination', () => {
  it('stores the destination and answers the updated member', async () => {
    time.advance(1000);
    const res = await select({ destinationId: KYOTO });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      selectedDestinationId: KYOTO,
      updatedAt: '2025-09-20T12:00:01.000Z',
    });
  });

  it('refuses an unknown destination with 400 and a message', async () => {
    const res = await select({ destinationId: 'atlantis' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'This destination is not available. Please choose another.',
      issues: { destinationId: 'This destination is not available. Please choose another.' },
    });
    const me = (await (
      await t.request(API.authUser, { headers: { Cookie: cookie } })
    ).json()) as CurrentUser;
    expect(me.selectedDestinationId).toBeNull();
  });

  it('refuses a missing, blank or non-text id with 400', async () => {
    for (const body of [{}, { destinationId: '' }, { destinationId: 42 }]) {
      const res = await select(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        issues: { destinationId: 'Please Select a Destination' },
      });
    }
  });
});
