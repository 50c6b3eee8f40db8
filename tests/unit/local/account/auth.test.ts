import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  authFailure,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signIn,
  uploadAvatar,
  verifyEmail,
} from '@app/local/account/auth';
import { signedIn } from '@app/local/sync/member-pull';
import { json, networkDown, stubFetch, testDb, type FakeServer } from '../fake-server';
import { isPull, member, snapshotOf } from '../member-fixtures';

const ada = member('ada');
const authAnswer = (user = ada) => ({
  user: { ...user, first_name: user.firstName, last_name: user.lastName },
});

/** Answers the pull a sign-in makes afterwards (who am I, my trips) so it stays quiet. */
function withMemberReads(handler: FakeServer): FakeServer {
  return (req) => (isPull(req.path) ? json(200, snapshotOf(ada)) : handler(req));
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => authFailure(err),
  );

describe('signIn', () => {
  it('posts the credentials and stores the member as the signed-in snapshot', async () => {
    const db = testDb();
    const requests = stubFetch(withMemberReads(() => json(200, authAnswer())));
    const user = await signIn({ email: 'ada@x.co', password: 'secret1' }, { db, now: () => 9 });

    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      credentials: 'include',
      body: { email: 'ada@x.co', password: 'secret1' },
    });
    expect(user).toEqual(ada);
    // The snake_case copies of the wire answer are not kept in the snapshot.
    expect(await db.session.get('current')).toEqual({ key: 'current', user: ada, fetchedAt: 9 });
  });

  it('leaves the device signed out on 401 and reports the server message', async () => {
    const db = testDb();
    stubFetch(() => json(401, { message: 'Invalid email or password. Please try again.' }));
    const failure = await failureOf(signIn({ email: 'ada@x.co', password: 'nope123' }, { db }));
    expect(failure).toEqual({
      kind: 'refused',
      status: 401,
      message: 'Invalid email or password. Please try again.',
      issues: undefined,
      code: undefined,
    });
    expect(await db.session.get('current')).toBeUndefined();
  });

  it('tells a rate limit apart, keeping the message that says when to try again', async () => {
    stubFetch(() =>
      json(429, { message: 'Too many attempts. Try again in 5 minutes.', code: 'rate_limited' }),
    );
    const failure = await failureOf(
      signIn({ email: 'a@b.co', password: 'secret1' }, { db: testDb() }),
    );
    expect(failure).toEqual({
      kind: 'rate-limited',
      message: 'Too many attempts. Try again in 5 minutes.',
    });
  });

  it('reports a dropped connection as a network failure', async () => {
    stubFetch(networkDown);
    const failure = await failureOf(
      signIn({ email: 'a@b.co', password: 'secret1' }, { db: testDb() }),
    );
    expect(failure).toEqual({ kind: 'network' });
  });
});

describe('register', () => {
  it('posts the payload and signs the new member in', async () => {
    const db = testDb();
    const requests = stubFetch(withMemberReads(() => json(201, authAnswer())));
    const payload = {
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@x.co',
      phoneNumber: '+15551234567',
      password: 'secret1',
    };
    await register(payload, { db });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/register',
      body: payload,
    });
    expect((await db.session.get('current'))?.user).toEqual(ada);
  });

  it('hands back per-field issues and the message of a refusal', async () => {
    stubFetch(() =>
      json(409, {
        message: 'An account with this email already exists',
        issues: { email: 'Taken' },
      }),
    );
    const failure = await failureOf(
      register(
        {
          firstName: 'A',
          lastName: 'B',
          email: 'a@b.co',
          phoneNumber: '5551234567',
          password: 'secret1',
        },
        { db: testDb() },
      ),
    );
    expect(failure).toMatchObject({
      kind: 'refused',
      status: 409,
      message: 'An account with this email already exists',
      issues: { email: 'Taken' },
    });
  });
});

describe('password reset', () => {
  it('requests a link and answers the server message', async () => {
    const requests = stubFetch(() =>
      json(200, { message: 'If an account exists, a link is on its way.' }),
    );
    expect(await requestPasswordReset({ email: 'ada@x.co' })).toBe(
      'If an account exists, a link is on its way.',
    );
    expect(requests[0]).toMatchObject({
      path: '/api/auth/forgot-password',
      body: { email: 'ada@x.co' },
    });
  });

  it('sends the token with the new password; a used link comes back with its code', async () => {
    const requests = stubFetch(() => json(200, { message: 'Your password has been reset.' }));
    expect(await resetPassword({ token: 'tok', password: 'newpass1' })).toBe(
      'Your password has been reset.',
    );
    expect(requests[0]).toMatchObject({
      path: '/api/auth/reset-password',
      body: { token: 'tok', password: 'newpass1' },
    });

    stubFetch(() =>
      json(400, { message: 'This reset link has already been used.', code: 'token_used' }),
    );
    const failure = await failureOf(resetPassword({ token: 'tok', password: 'newpass1' }));
    expect(failure).toMatchObject({ kind: 'refused', status: 400, code: 'token_used' });
  });
});

describe('email confirmation', () => {
  it('sends the link token, then reads the signed-in member again (no more reminder)', async () => {
    const db = testDb();
    stubFetch(withMemberReads(() => json(200, {})));
    await signedIn({ ...ada, emailVerified: false }, { db });
    const requests = stubFetch(withMemberReads(() => json(200, { message: 'Confirmed.' })));
    expect(await verifyEmail({ token: 'tok' }, { db, hinted: () => true })).toBe('Confirmed.');
    expect(requests[0]).toMatchObject({ path: '/api/auth/verify-email', body: { token: 'tok' } });
    await expect
      .poll(async () => (await db.session.get('current'))?.user?.emailVerified)
      .toBe(true);
  });

  it('asks for a new link with a bodiless POST and answers the server’s words', async () => {
    const requests = stubFetch(() => json(200, { message: 'A new link is on its way.' }));
    expect(await resendVerification()).toBe('A new link is on its way.');
    expect(requests[0]).toMatchObject({ path: '/api/auth/resend-verification', method: 'POST' });
  });
});

describe('uploadAvatar', () => {
  it('sends the file as multipart field `avatar` and shows the new picture in the snapshot', async () => {
    const db = testDb();
    stubFetch(withMemberReads(() => json(200, {})));
    await signedIn(ada, { db });

    const seen: { body: unknown; contentType: string | null }[] = [];
    stubFetch(withMemberReads(() => json(200, { avatarUrl: '/uploads/avatars/new.webp' })));
    const fetchStub = globalThis.fetch;
    globalThis.fetch = ((input: string, init: RequestInit = {}) => {
      if (input === '/api/upload/avatar') {
        seen.push({ body: init.body, contentType: new Headers(init.headers).get('content-type') });
      }
      return fetchStub(input, init);
    }) as typeof fetch;

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    expect(await uploadAvatar(file, { db })).toBe('/uploads/avatars/new.webp');

    expect(seen).toHaveLength(1);
    expect(seen[0]?.contentType).toBeNull();
    const form = seen[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('avatar') as File).name).toBe('me.png');
    expect((await db.session.get('current'))?.user?.profileImageUrl).toBe(
      '/uploads/avatars/new.webp',
    );
  });

  it('reports the server message of a refused file', async () => {
    stubFetch(() => json(413, { message: 'Please select an image smaller than 5MB' }));
    const failure = await failureOf(
      uploadAvatar(new Blob(['x'], { type: 'image/png' }), { db: testDb() }),
    );
    expect(failure).toMatchObject({
      kind: 'refused',
      status: 413,
      message: 'Please select an image smaller than 5MB',
    });
  });
});
