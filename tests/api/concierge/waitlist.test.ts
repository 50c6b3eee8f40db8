/** The console's waitlist (issue 22): the list, 'Invite' with its mailed link, 'Mark contacted'. */
import { describe, expect, it } from 'vitest';
import { API, type AuditEntry, type PageOf } from '@shared/api';
import {
  CONCIERGE_API,
  WAITLIST_CONFLICT_CODE,
  WAITLIST_REGISTERED_CODE,
  type ConciergeWaitlistEntry,
  type WaitlistConflictBody,
} from '@shared/concierge-api';
import { TEST_ORIGIN, withCookie } from '../../helpers/api';
import { consoleList, itAnswersEachRole, staffSuite } from '../../helpers/console-calls';
import { insertWaitlistEntry, signedIn } from '../../helpers/staff';
import { sessionIdFromToken } from '@api/lib/secret-tokens';
import { dbRow, dbRows, outboxRows } from '../../helpers/db-rows';
import { rowVersion } from '../../helpers/versions';
import { inviteToken } from '../../helpers/mailed-tokens';

const s = staffSuite(['concierge', 'admin']);

const { get, list, ids, post, expectPages, itBreaksTies, itRefuses, audit } =
  consoleList<ConciergeWaitlistEntry>(s, CONCIERGE_API.waitlist);

const row = (id: number) => dbRow(s.t.db, 'SELECT * FROM waitlist WHERE id = ?', id);
const version = (id: number) => rowVersion(s.t.db, 'waitlist', id);
const invite = (id: number, as = s.concierge) =>
  post(CONCIERGE_API.waitlistInvite(id), { expectedUpdatedAt: version(id) }, as);
const contacted = (id: number, note: string, as = s.concierge) =>
  post(CONCIERGE_API.waitlistContacted(id), { note, expectedUpdatedAt: version(id) }, as);

const rows = (sql: string) => dbRows(s.t.db, sql);
const outbox = () => outboxRows(s.t.db);
const invites = () => rows('SELECT * FROM waitlist_invites ORDER BY rowid');
/** The token of the registration link in the n-th mail of the outbox. */
const mailedToken = (n = 0) => inviteToken(outbox()[n]?.text_body);

describe('who may use the waitlist API', () => {
  const invite = (cookie?: string) => {
    const id = insertWaitlistEntry(s.t, s.time);
    const body = { expectedUpdatedAt: version(id) };
    return s.t.post(CONCIERGE_API.waitlistInvite(id), body, withCookie(cookie));
  };
  const contacted = (cookie?: string) => {
    const id = insertWaitlistEntry(s.t, s.time);
    const body = { note: 'Called her', expectedUpdatedAt: version(id) };
    return s.t.post(CONCIERGE_API.waitlistContacted(id), body, withCookie(cookie));
  };
  itAnswersEachRole(
    () => s,
    [
      [
        'GET /api/concierge/waitlist',
        async (cookie) => s.t.request(CONCIERGE_API.waitlist, withCookie(cookie)),
      ],
      ['POST /api/concierge/waitlist/:id/invite', invite],
      ['POST /api/concierge/waitlist/:id/contacted', contacted],
    ],
    ['audit_log', 'mail_outbox', 'waitlist_invites'],
  );
});

describe('GET /api/concierge/waitlist', () => {
  it('answers newest first with the total, default page size 50', async () => {
    const made: number[] = [];
    for (let i = 0; i < 55; i++) {
      made.push(insertWaitlistEntry(s.t, s.time));
      s.time.advance(1000);
    }
    await expectPages(made);
    const { body } = await list();
    expect(body.items[0]).toEqual({
      id: made[54],
      firstName: 'Celeste',
      lastName: 'Vance',
      email: expect.stringMatching(/@example\.com$/),
      phoneNumber: '+1 555 867 5309',
      interests: 'waitlist',
      status: 'new',
      staffNote: null,
      invitedAt: null,
      contactedAt: null,
      createdAt: '2025-09-20T12:00:54.000Z',
      updatedAt: '2025-09-20T12:00:54.000Z',
    });
  });

  itBreaksTies(() => insertWaitlistEntry(s.t, s.time));

  itRefuses([
    ['status=waiting', 'status'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ]);

  it('filters by status, and treats blank as absent', async () => {
    const fresh = insertWaitlistEntry(s.t, s.time);
    const invited = insertWaitlistEntry(s.t, s.time, { status: 'invited' });
    const registered = insertWaitlistEntry(s.t, s.time, { status: 'registered' });
    expect(await ids('status=invited')).toEqual([invited]);
    expect(await ids('status=new')).toEqual([fresh]);
    expect(await ids('status=registered')).toEqual([registered]);
    expect(await ids('status=contacted')).toEqual([]);
    expect(await ids('status=&q=%20')).toEqual([fresh, invited, registered]);
    expect((await list('status=new')).body.total).toBe(1);
  });

  it('searches first name, last name, the full name and email without case', async () => {
    const ada = insertWaitlistEntry(s.t, s.time, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@math.org',
    });
    const bob = insertWaitlistEntry(s.t, s.time, {
      firstName: 'Bob',
      lastName: 'Stone',
      email: 'bob@stone_works.com',
    });
    const cy = insertWaitlistEntry(s.t, s.time, {
      firstName: 'Cy',
      lastName: '100% Real',
      email: 'cy@x.co',
    });
    const search = (q: string) => ids(`q=${encodeURIComponent(q)}`);
    expect(await search('ada')).toEqual([ada]);
    expect(await search('LOVELACE')).toEqual([ada]);
    expect(await search('ada lovelace')).toEqual([ada]);
    expect(await search('MATH.ORG')).toEqual([ada]);
    expect(await search('stone_')).toEqual([bob]);
    expect(await search('_')).toEqual([bob]);
    expect(await search('%')).toEqual([cy]);
    expect(await search('o')).toEqual([ada, bob, cy]);
    expect(await search('nobody')).toEqual([]);
    expect((await list('q=bob&status=invited')).body.total).toBe(0);
  });
});

describe('POST /api/concierge/waitlist/:id/invite', () => {
  it('marks the application invited, stores only the hash and queues the mail with the link', async () => {
    const id = insertWaitlistEntry(s.t, s.time, {
      firstName: 'Celeste',
      email: 'celeste@example.com',
    });
    s.time.advance(60_000);
    const { status, body } = await invite(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      status: 'invited',
      invitedAt: '2025-09-20T12:01:00.000Z',
      updatedAt: '2025-09-20T12:01:00.000Z',
    });
    expect(row(id)).toMatchObject({ status: 'invited', invited_at: '2025-09-20T12:01:00.000Z' });

    const [mail] = outbox();
    expect(mail).toMatchObject({
      kind: 'waitlist_invite',
      to_address: 'celeste@example.com',
      attempts: 0,
      sent_at: null,
      next_attempt_at: '2025-09-20T12:01:00.000Z',
    });
    expect(String(mail?.text_body)).toContain('Celeste');
    const token = mailedToken();
    expect(token).toBeDefined();
    // 20 random bytes in base32: 32 characters.
    expect(token!.length).toBeGreaterThanOrEqual(32);
    expect(String(mail?.text_body)).toContain(`${TEST_ORIGIN}/register?invite=${token}`);

    expect(invites()).toEqual([
      {
        id: sessionIdFromToken(token!),
        waitlist_id: id,
        email: 'celeste@example.com',
        // 14 days
        expires_at: '2025-10-04T12:01:00.000Z',
        used_at: null,
        user_id: null,
        created_by: s.concierge.id,
        created_at: '2025-09-20T12:01:00.000Z',
      },
    ]);
    expect(JSON.stringify(invites())).not.toContain(token);
  });

  it('writes the audit entry, without the token', async () => {
    const id = insertWaitlistEntry(s.t, s.time);
    s.time.advance(60_000);
    await invite(id);
    expect(audit()).toEqual([
      {
        id: 1,
        staff_user_id: s.concierge.id,
        staff_email: 'concierge@club.test',
        action: 'waitlist.invited',
        entity_type: 'waitlist',
        entity_id: String(id),
        before: {
          status: 'new',
          staffNote: null,
          invitedAt: null,
          contactedAt: null,
          updatedAt: '2025-09-20T12:00:00.000Z',
        },
        after: {
          status: 'invited',
          staffNote: null,
          invitedAt: '2025-09-20T12:01:00.000Z',
          contactedAt: null,
          updatedAt: '2025-09-20T12:01:00.000Z',
          invitationExpiresAt: '2025-10-04T12:01:00.000Z',
        },
        created_at: '2025-09-20T12:01:00.000Z',
      },
    ]);
    expect(JSON.stringify(audit())).not.toContain(mailedToken());
    const entries = await get<PageOf<AuditEntry>>(API.conciergeAudit, s.admin);
    expect(entries.body.items[0]).toMatchObject({
      action: 'waitlist.invited',
      entityId: String(id),
    });
  });

  it('a second invitation replaces the first: two mails, only the newest link works', async () => {
    const id = insertWaitlistEntry(s.t, s.time);
    await invite(id);
    s.time.advance(1000);
    const again = await invite(id);
    expect(again.status).toBe(200);
    expect(outbox().map((m) => m.kind)).toEqual(['waitlist_invite', 'waitlist_invite']);
    const [first, second] = invites();
    expect(first?.expires_at).toBe('2025-09-20T12:00:01.000Z');
    expect(second?.expires_at).toBe('2025-10-04T12:00:01.000Z');
    expect(mailedToken(0)).not.toBe(mailedToken(1));
  });

  it('invites a contacted applicant too', async () => {
    const id = insertWaitlistEntry(s.t, s.time, {
      status: 'contacted',
      staffNote: 'Spoke on Monday',
    });
    const { status, body } = await invite(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'invited', staffNote: 'Spoke on Monday' });
  });

  it('answers 409 with the current application when it changed since it was opened', async () => {
    const id = insertWaitlistEntry(s.t, s.time);
    const opened = version(id);
    expect((await contacted(id, 'Called', s.admin)).status).toBe(200);
    const { status, body } = await post<WaitlistConflictBody>(CONCIERGE_API.waitlistInvite(id), {
      expectedUpdatedAt: opened,
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: WAITLIST_CONFLICT_CODE,
      message: expect.stringContaining('changed by someone else'),
      current: { id, status: 'contacted', staffNote: 'Called', updatedAt: version(id) },
    });
    expect(s.t.count('waitlist_invites')).toBe(0);
    expect(s.t.count('mail_outbox')).toBe(0);
    expect(s.t.count('audit_log')).toBe(1);
  });

  it('two invitations of the same version at once: one wins, the other is told', async () => {
    const id = insertWaitlistEntry(s.t, s.time);
    const expectedUpdatedAt = version(id);
    const results = await Promise.all([
      post(CONCIERGE_API.waitlistInvite(id), { expectedUpdatedAt }, s.concierge),
      post(CONCIERGE_API.waitlistInvite(id), { expectedUpdatedAt }, s.admin),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(s.t.count('mail_outbox')).toBe(1);
    expect(s.t.count('waitlist_invites')).toBe(1);
  });

  it('refuses an applicant who has already registered (409), writing nothing', async () => {
    const id = insertWaitlistEntry(s.t, s.time, { status: 'registered' });
    const { status, body } = await invite(id);
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: WAITLIST_REGISTERED_CODE,
      message: 'This applicant has already registered with their invitation.',
    });
    expect(row(id).status).toBe('registered');
    expect(s.t.count('mail_outbox') + s.t.count('waitlist_invites') + s.t.count('audit_log')).toBe(
      0,
    );
  });

  it('refuses an email that already has an account (409): they can sign in', async () => {
    signedIn(s.t, s.time, 'member', 'celeste@example.com');
    const id = insertWaitlistEntry(s.t, s.time, { email: 'Celeste@Example.com' });
    const { status, body } = await invite(id);
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: WAITLIST_REGISTERED_CODE,
      message: expect.stringContaining('already an account for Celeste@Example.com'),
    });
    expect(s.t.count('mail_outbox')).toBe(0);
  });

  it.each(['999', 'abc', '0', '1.5'])('answers 404 to the id %s', async (id) => {
    const res = await s.t.post(
      `/api/concierge/waitlist/${id}/invite`,
      { expectedUpdatedAt: s.time.now().toISOString() },
      { headers: { Cookie: s.concierge.cookie } },
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'No waitlist application with this id' });
  });

  it.each([
    ['no version', {}],
    ['a version that is no timestamp', { expectedUpdatedAt: 'yesterday' }],
  ])('answers 400 to %s', async (_, body) => {
    const id = insertWaitlistEntry(s.t, s.time);
    const res = await post(CONCIERGE_API.waitlistInvite(id), body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      issues: { expectedUpdatedAt: 'expectedUpdatedAt is required' },
    });
  });
});

describe('POST /api/concierge/waitlist/:id/contacted', () => {
  it('marks the application contacted with the note, and audits it', async () => {
    const id = insertWaitlistEntry(s.t, s.time);
    s.time.advance(60_000);
    const { status, body } = await contacted(
      id,
      '  Called her; she travels in March.\r\nCall back.  ',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      status: 'contacted',
      staffNote: 'Called her; she travels in March.\nCall back.',
      contactedAt: '2025-09-20T12:01:00.000Z',
      updatedAt: '2025-09-20T12:01:00.000Z',
    });
    expect(row(id)).toMatchObject({ status: 'contacted', staff_note: body.staffNote });
    expect(audit()).toMatchObject([
      {
        action: 'waitlist.contacted',
        entity_type: 'waitlist',
        entity_id: String(id),
        before: { status: 'new', staffNote: null, contactedAt: null },
        after: { status: 'contacted', staffNote: body.staffNote, contactedAt: body.contactedAt },
      },
    ]);
    expect(s.t.count('mail_outbox')).toBe(0);
  });

  it('keeps a registered application registered, with the note', async () => {
    const id = insertWaitlistEntry(s.t, s.time, { status: 'registered' });
    const { status, body } = await contacted(id, 'Welcomed her on the phone');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'registered', staffNote: 'Welcomed her on the phone' });
  });

  it('a later note replaces the earlier one; each change gets a new version', async () => {
    const id = insertWaitlistEntry(s.t, s.time);
    await contacted(id, 'First call');
    await contacted(id, 'Second call');
    expect(row(id)).toMatchObject({
      staff_note: 'Second call',
      updated_at: '2025-09-20T12:00:00.002Z',
    });
    expect(audit()).toHaveLength(2);
  });

  it('answers 409 with the current application to a stale note', async () => {
    const id = insertWaitlistEntry(s.t, s.time);
    const opened = version(id);
    await invite(id, s.admin);
    const { status, body } = await post<WaitlistConflictBody>(CONCIERGE_API.waitlistContacted(id), {
      note: 'Called',
      expectedUpdatedAt: opened,
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: WAITLIST_CONFLICT_CODE, current: { status: 'invited' } });
    expect(row(id).staff_note).toBeNull();
  });

  it('answers 404 to an unknown id', async () => {
    const res = await post(CONCIERGE_API.waitlistContacted(404), {
      note: 'Called',
      expectedUpdatedAt: s.time.now().toISOString(),
    });
    expect(res.status).toBe(404);
  });

  it.each([
    ['no note', { note: undefined }, 'Please add a note about the conversation'],
    ['a blank note', { note: '   ' }, 'Please add a note about the conversation'],
    ['a note too long', { note: 'x'.repeat(2001) }, 'Must be at most 2000 characters'],
    ['a note that is not text', { note: 12 }, 'Please add a note about the conversation'],
  ])('answers 400 to %s', async (_, change, message) => {
    const id = insertWaitlistEntry(s.t, s.time);
    const res = await post(CONCIERGE_API.waitlistContacted(id), {
      expectedUpdatedAt: version(id),
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ issues: { note: message } });
    expect(s.t.count('audit_log')).toBe(0);
  });
});
