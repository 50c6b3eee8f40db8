/**
 * The registration link the console mails to a waitlist applicant (issue 22): what it says about
 * itself (GET /api/waitlist/invitations/:token), its life (14 days, one use, replaced by a newer
 * one), and registration through it.
 */
import { describe, expect, it } from 'vitest';
import { API, type AuthResponse, type WaitlistInvitation } from '@shared/api';
import { CONCIERGE_API } from '@shared/concierge-api';
import { registration, sessionCookie } from '../../helpers/accounts';
import { insertWaitlistEntry, signedIn } from '../../helpers/staff';
import { dbRow } from '../../helpers/db-rows';
import { rowVersion } from '../../helpers/versions';
import { inviteToken } from '../../helpers/mailed-tokens';
import { DAY, HOUR } from '../../helpers/durations';
import { staffSuite } from '../../helpers/console-calls';

const s = staffSuite(['concierge']);

const row = (sql: string, ...params: unknown[]) => dbRow(s.t.db, sql, ...params);
const version = (id: number) => rowVersion(s.t.db, 'waitlist', id);

/** Invites an applicant from the console; answers the token of the link in the queued mail. */
async function invite(id: number): Promise<string> {
  const res = await s.t.post(
    CONCIERGE_API.waitlistInvite(id),
    { expectedUpdatedAt: version(id) },
    { headers: { Cookie: s.concierge.cookie } },
  );
  if (res.status !== 200) throw new Error(`invite: ${res.status} ${await res.text()}`);
  const mail = row('SELECT text_body FROM mail_outbox ORDER BY id DESC LIMIT 1');
  const token = inviteToken(mail.text_body);
  if (!token) throw new Error('invite: no link in the mail');
  return token;
}

const check = async (token: string) => {
  const res = await s.t.request(API.waitlistInvitation(token));
  return { res, status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const expectProblem = async (token: string, code: string, message: RegExp) => {
  const { status, body } = await check(token);
  expect(status).toBe(400);
  expect(body).toMatchObject({ code, message: expect.stringMatching(message) });
};

const applicant = { firstName: 'Celeste', lastName: 'Vance', email: 'celeste@example.com' };

describe('GET /api/waitlist/invitations/:token', () => {
  it('says whom a usable link is for, to anyone (no sign-in), never cached', async () => {
    const id = insertWaitlistEntry(s.t, s.time, applicant);
    const token = await invite(id);
    const { res, status, body } = await check(token);
    expect(status).toBe(200);
    expect(body).toEqual({
      ...applicant,
      expiresAt: '2025-10-04T12:00:00.000Z',
    } satisfies WaitlistInvitation);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    // Reading the link does not use it.
    expect((await check(token)).status).toBe(200);
  });

  it.each([
    ['an unknown token', 'a'.repeat(32)],
    ['a token too long to be one', 'a'.repeat(201)],
  ])('answers token_invalid to %s', async (_, token) => {
    await expectProblem(token, 'token_invalid', /invitation link is invalid/);
  });

  it('works for 14 days, then says it has expired', async () => {
    const token = await invite(insertWaitlistEntry(s.t, s.time, applicant));
    s.time.advance(14 * DAY - 1);
    expect((await check(token)).status).toBe(200);
    s.time.advance(1);
    await expectProblem(token, 'token_expired', /has expired/);
  });

  it('a newer invitation replaces the older link, which says so', async () => {
    const id = insertWaitlistEntry(s.t, s.time, applicant);
    const first = await invite(id);
    s.time.advance(HOUR);
    const second = await invite(id);
    await expectProblem(first, 'token_replaced', /newer invitation/);
    expect((await check(second)).body).toMatchObject({ expiresAt: '2025-10-04T13:00:00.000Z' });
    // Even after the first would have expired anyway, it still says a newer one was sent.
    s.time.advance(14 * DAY);
    await expectProblem(first, 'token_replaced', /newer invitation/);
    await expectProblem(second, 'token_expired', /has expired/);
  });

  it('a used link says so', async () => {
    const token = await invite(insertWaitlistEntry(s.t, s.time, applicant));
    expect(
      (await s.t.post(API.register, registration({ ...applicant, invite: token }))).status,
    ).toBe(201);
    await expectProblem(token, 'token_used', /already been used/);
  });
});

describe('POST /api/auth/register with an invitation', () => {
  it('uses the link up and marks the application registered, with the new account', async () => {
    const id = insertWaitlistEntry(s.t, s.time, applicant);
    const token = await invite(id);
    const invitedVersion = version(id);
    // Within the staff session's 12 idle hours, so the console can look afterwards.
    s.time.advance(HOUR);
    const res = await s.t.post(API.register, registration({ ...applicant, invite: token }));
    expect(res.status).toBe(201);
    expect(sessionCookie(res)).not.toBeNull();
    const { user } = (await res.json()) as AuthResponse;
    expect(user).toMatchObject({ email: 'celeste@example.com', role: 'member' });

    expect(row('SELECT used_at, user_id FROM waitlist_invites')).toEqual({
      used_at: '2025-09-20T13:00:00.000Z',
      user_id: user.id,
    });
    expect(row('SELECT status, updated_at FROM waitlist WHERE id = ?', id)).toEqual({
      status: 'registered',
      updated_at: '2025-09-20T13:00:00.000Z',
    });
    expect(version(id)).not.toBe(invitedVersion);

    // The console sees it, and will not invite them again.
    const list = await s.t.request(`${CONCIERGE_API.waitlist}?status=registered`, {
      headers: { Cookie: s.concierge.cookie },
    });
    expect(await list.json()).toMatchObject({ total: 1, items: [{ id, status: 'registered' }] });
    const again = await s.t.post(
      CONCIERGE_API.waitlistInvite(id),
      { expectedUpdatedAt: version(id) },
      { headers: { Cookie: s.concierge.cookie } },
    );
    expect(again.status).toBe(409);
  });

  it('accepts the link with another email the applicant prefers', async () => {
    const id = insertWaitlistEntry(s.t, s.time, applicant);
    const token = await invite(id);
    const res = await s.t.post(
      API.register,
      registration({ ...applicant, email: 'celeste.vance@example.org', invite: token }),
    );
    expect(res.status).toBe(201);
    expect(row('SELECT status FROM waitlist WHERE id = ?', id).status).toBe('registered');
  });

  it.each([
    ['unknown', async () => 'b'.repeat(32)],
    [
      'expired',
      async () => {
        const token = await invite(insertWaitlistEntry(s.t, s.time, applicant));
        s.time.advance(14 * DAY);
        return token;
      },
    ],
    [
      'replaced',
      async () => {
        const id = insertWaitlistEntry(s.t, s.time, applicant);
        const token = await invite(id);
        await invite(id);
        return token;
      },
    ],
  ])(
    'registers with an %s link all the same (registration is open), changing nothing else',
    async (_, make) => {
      const token = await make();
      const before = s.t.db.$client.prepare('SELECT * FROM waitlist_invites ORDER BY rowid').all();
      const statuses = s.t.db.$client.prepare('SELECT status FROM waitlist').all();
      const res = await s.t.post(API.register, registration({ ...applicant, invite: token }));
      expect(res.status).toBe(201);
      expect(s.t.db.$client.prepare('SELECT * FROM waitlist_invites ORDER BY rowid').all()).toEqual(
        before,
      );
      expect(s.t.db.$client.prepare('SELECT status FROM waitlist').all()).toEqual(statuses);
    },
  );

  it('a link counts once: a second account made with it leaves the first one on it', async () => {
    const token = await invite(insertWaitlistEntry(s.t, s.time, applicant));
    const first = await s.t.post(API.register, registration({ ...applicant, invite: token }));
    const { user } = (await first.json()) as AuthResponse;
    const second = await s.t.post(
      API.register,
      registration({ ...applicant, email: 'someone@example.com', invite: token }),
    );
    expect(second.status).toBe(201);
    expect(row('SELECT user_id FROM waitlist_invites').user_id).toBe(user.id);
  });

  it('an email already taken is refused as ever, and leaves the link unused', async () => {
    const token = await invite(insertWaitlistEntry(s.t, s.time, applicant));
    signedIn(s.t, s.time, 'member', 'celeste@example.com');
    const res = await s.t.post(API.register, registration({ ...applicant, invite: token }));
    expect(res.status).toBe(409);
    expect(row('SELECT used_at FROM waitlist_invites').used_at).toBeNull();
    expect((await check(token)).status).toBe(200);
  });

  it.each([
    ['a number', 12],
    ['an empty string', ''],
    ['a string too long to be a token', 'c'.repeat(201)],
  ])('answers 400 to an invite that is %s', async (_, invite) => {
    const res = await s.t.post(API.register, registration({ invite }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      issues: { invite: 'This invitation link is invalid.' },
    });
    expect(s.t.count('users')).toBe(1);
  });

  it('registers without an invitation as before', async () => {
    const res = await s.t.post(API.register, registration());
    expect(res.status).toBe(201);
  });
});
