/**
 * The console's inbox (issue 22): contact messages and consultation requests, one message with
 * its replies, 'Reply' by mail and 'Mark handled'; and the member a contact message comes from.
 */
import { describe, expect, it } from 'vitest';
import { API } from '@shared/api';
import {
  CONCIERGE_API,
  MESSAGE_CONFLICT_CODE,
  type ConciergeMessage,
  type ConciergeMessageDetail,
  type ConsultationDetails,
  type MessageConflictBody,
} from '@shared/concierge-api';
import { withCookie } from '../../helpers/api';
import { consoleList, itAnswersEachRole, staffSuite } from '../../helpers/console-calls';
import { insertMessage, signedIn } from '../../helpers/staff';
import { dbRows } from '../../helpers/db-rows';
import { rowVersion } from '../../helpers/versions';

const s = staffSuite(['concierge', 'admin']);

const { get, list, ids, post, expectPages, itBreaksTies, itRefuses, audit } = consoleList<
  ConciergeMessage,
  ConciergeMessageDetail
>(s, CONCIERGE_API.messages);

const rows = (sql: string) => dbRows(s.t.db, sql);
const version = (id: number) => rowVersion(s.t.db, 'contact_messages', id);
const reply = (id: number, body: string, as = s.concierge) =>
  post(CONCIERGE_API.messageReply(id), { body, expectedUpdatedAt: version(id) }, as);
const handled = (id: number, as = s.concierge) =>
  post(CONCIERGE_API.messageHandled(id), { expectedUpdatedAt: version(id) }, as);

const DETAILS: ConsultationDetails = {
  callType: 'video',
  preferredDate: '2025-10-02',
  preferredTime: '14:00',
  topic: 'A honeymoon in the Maldives',
  appleId: null,
};
/** A consultation request as the wizard leaves it: its own fields, maybe no email. */
const consultation = (overrides: Parameters<typeof insertMessage>[2] = {}) =>
  insertMessage(s.t, s.time, {
    kind: 'consultation',
    name: 'Jonah Reyes',
    email: 'jonah@example.com',
    phoneNumber: '+15550104040',
    subject: null,
    type: null,
    message: 'We would like to talk about our honeymoon.',
    details: DETAILS,
    ...overrides,
  });

describe('who may use the messages API', () => {
  const replyAs = (cookie?: string) => {
    const id = insertMessage(s.t, s.time);
    const body = { body: 'Of course.', expectedUpdatedAt: version(id) };
    return s.t.post(CONCIERGE_API.messageReply(id), body, withCookie(cookie));
  };
  const handledAs = (cookie?: string) => {
    const id = insertMessage(s.t, s.time);
    const body = { expectedUpdatedAt: version(id) };
    return s.t.post(CONCIERGE_API.messageHandled(id), body, withCookie(cookie));
  };
  itAnswersEachRole(
    () => s,
    [
      [
        'GET /api/concierge/messages',
        async (cookie) => s.t.request(CONCIERGE_API.messages, withCookie(cookie)),
      ],
      [
        'GET /api/concierge/messages/:id',
        async (cookie) =>
          s.t.request(CONCIERGE_API.message(insertMessage(s.t, s.time)), withCookie(cookie)),
      ],
      ['POST /api/concierge/messages/:id/reply', replyAs],
      ['POST /api/concierge/messages/:id/handled', handledAs],
    ],
    ['audit_log', 'mail_outbox', 'message_replies'],
  );
});

describe('GET /api/concierge/messages', () => {
  it('answers contact messages and consultation requests newest first, with the total', async () => {
    const made: number[] = [];
    for (let i = 0; i < 52; i++) {
      made.push(insertMessage(s.t, s.time));
      s.time.advance(1000);
    }
    const request = consultation();
    await expectPages([...made, request]);
    const { body } = await list();
    expect(body.items[0]).toEqual({
      id: request,
      kind: 'consultation',
      name: 'Jonah Reyes',
      email: 'jonah@example.com',
      phoneNumber: '+15550104040',
      subject: null,
      type: null,
      message: 'We would like to talk about our honeymoon.',
      details: DETAILS,
      userId: null,
      status: 'new',
      handledAt: null,
      createdAt: '2025-09-20T12:00:52.000Z',
      updatedAt: '2025-09-20T12:00:52.000Z',
    });
    expect(body.items[1]).toMatchObject({
      id: made[51],
      kind: 'contact',
      details: null,
      type: 'booking',
    });
  });

  itBreaksTies(() => insertMessage(s.t, s.time));

  itRefuses([
    ['kind=letter', 'kind'],
    ['status=open', 'status'],
    [`q=${'y'.repeat(101)}`, 'q'],
  ]);

  it('filters by kind and status, together or apart; blank is absent', async () => {
    const contact = insertMessage(s.t, s.time);
    const contactHandled = insertMessage(s.t, s.time, { status: 'handled' });
    const request = consultation();
    const requestReplied = consultation({ status: 'replied' });
    expect(await ids('kind=contact')).toEqual([contact, contactHandled]);
    expect(await ids('kind=consultation')).toEqual([request, requestReplied]);
    expect(await ids('status=new')).toEqual([contact, request]);
    expect(await ids('kind=consultation&status=replied')).toEqual([requestReplied]);
    expect(await ids('kind=contact&status=replied')).toEqual([]);
    expect(await ids('kind=&status=')).toEqual([contact, contactHandled, request, requestReplied]);
    expect((await list('status=new&pageSize=1')).body).toMatchObject({ total: 2, pageSize: 1 });
  });

  it('searches name, email and subject without case, wildcards taken literally', async () => {
    const ada = insertMessage(s.t, s.time, {
      name: 'Ada Lovelace',
      email: 'ada@math.org',
      subject: null,
    });
    const kyoto = insertMessage(s.t, s.time, {
      name: 'Bob',
      email: 'bob@x.co',
      subject: 'Kyoto 100%',
    });
    const under = insertMessage(s.t, s.time, { name: 'Cy', email: 'cy_z@x.co', subject: 'Hello' });
    const search = (q: string) => ids(`q=${encodeURIComponent(q)}`);
    expect(await search('LOVELACE')).toEqual([ada]);
    expect(await search('math.ORG')).toEqual([ada]);
    expect(await search('kyoto')).toEqual([kyoto]);
    expect(await search('%')).toEqual([kyoto]);
    expect(await search('_')).toEqual([under]);
    expect(await search('x.co')).toEqual([kyoto, under]);
    // The message's own text is not searched: it can be long, and the list is for finding people.
    expect(await search('kaiseki')).toEqual([]);
  });
});

describe('GET /api/concierge/messages/:id', () => {
  it('shows the message with its replies, oldest first', async () => {
    const id = insertMessage(s.t, s.time);
    await reply(id, 'First answer');
    s.time.advance(1000);
    await reply(id, 'Second answer', s.admin);
    const { status, body } = await get<ConciergeMessageDetail>(CONCIERGE_API.message(id));
    expect(status).toBe(200);
    expect(body.message).toMatchObject({ id, status: 'replied', kind: 'contact' });
    expect(body.replies).toEqual([
      {
        id: 1,
        staffEmail: 'concierge@club.test',
        body: 'First answer',
        createdAt: '2025-09-20T12:00:00.000Z',
      },
      {
        id: 2,
        staffEmail: 'admin@club.test',
        body: 'Second answer',
        createdAt: '2025-09-20T12:00:01.000Z',
      },
    ]);
  });

  it('shows a consultation request with its details', async () => {
    const id = consultation();
    const { body } = await get<ConciergeMessageDetail>(CONCIERGE_API.message(id));
    expect(body).toMatchObject({
      message: { kind: 'consultation', details: DETAILS },
      replies: [],
    });
  });

  it.each(['999', 'abc', '-1'])('answers 404 to the id %s', async (id) => {
    const { status, body } = await get(`/api/concierge/messages/${id}`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: 'No message with this id' });
  });
});

describe('POST /api/concierge/messages/:id/reply', () => {
  it('keeps the reply, marks the message replied, queues the mail and audits it', async () => {
    const id = insertMessage(s.t, s.time);
    s.time.advance(60_000);
    const { status, body } = await reply(id, '  Dear Amelia,\r\nit would be our pleasure.  ');
    expect(status).toBe(200);
    expect(body.message).toMatchObject({
      id,
      status: 'replied',
      updatedAt: '2025-09-20T12:01:00.000Z',
      handledAt: null,
    });
    expect(body.replies).toEqual([
      {
        id: 1,
        staffEmail: 'concierge@club.test',
        body: 'Dear Amelia,\nit would be our pleasure.',
        createdAt: '2025-09-20T12:01:00.000Z',
      },
    ]);
    expect(rows('SELECT message_id, staff_user_id FROM message_replies')).toEqual([
      { message_id: id, staff_user_id: s.concierge.id },
    ]);
    const [mail] = rows('SELECT * FROM mail_outbox');
    expect(mail).toMatchObject({
      kind: 'message_reply',
      to_address: 'amelia@example.com',
      subject: 'Re: Private dinner in Kyoto',
      sent_at: null,
      next_attempt_at: '2025-09-20T12:01:00.000Z',
    });
    expect(String(mail?.text_body)).toContain('it would be our pleasure.');
    expect(audit()).toEqual([
      {
        id: 1,
        staff_user_id: s.concierge.id,
        staff_email: 'concierge@club.test',
        action: 'message.replied',
        entity_type: 'message',
        entity_id: String(id),
        before: { status: 'new', handledAt: null, updatedAt: '2025-09-20T12:00:00.000Z' },
        after: {
          status: 'replied',
          handledAt: null,
          updatedAt: '2025-09-20T12:01:00.000Z',
          replyId: 1,
          reply: 'Dear Amelia,\nit would be our pleasure.',
        },
        created_at: '2025-09-20T12:01:00.000Z',
      },
    ]);
  });

  it('replies to a consultation request at its email', async () => {
    const id = consultation();
    expect((await reply(id, 'Shall we call on Thursday?')).status).toBe(200);
    expect(rows('SELECT kind, to_address FROM mail_outbox')).toEqual([
      { kind: 'message_reply', to_address: 'jonah@example.com' },
    ]);
  });

  it('answers 400 to a request with no email to reply to, writing nothing', async () => {
    const id = consultation({ email: '' });
    const { status, body } = await reply(id, 'Hello');
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'This request has no email address to reply to' });
    expect(s.t.count('message_replies') + s.t.count('mail_outbox') + s.t.count('audit_log')).toBe(
      0,
    );
    expect((await list()).body.items[0]).toMatchObject({ status: 'new' });
  });

  it('answers 409 with the message and its replies as they are now to a stale reply', async () => {
    const id = insertMessage(s.t, s.time);
    const opened = version(id);
    await reply(id, 'Answered first', s.admin);
    const { status, body } = await post<MessageConflictBody>(CONCIERGE_API.messageReply(id), {
      body: 'Answered second',
      expectedUpdatedAt: opened,
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: MESSAGE_CONFLICT_CODE,
      message: expect.stringContaining('changed by someone else'),
      current: {
        message: { id, status: 'replied', updatedAt: version(id) },
        replies: [{ body: 'Answered first', staffEmail: 'admin@club.test' }],
      },
    });
    expect(s.t.count('message_replies')).toBe(1);
    expect(s.t.count('mail_outbox')).toBe(1);
  });

  it('two replies to the same version at once: one is sent, the other is told', async () => {
    const id = insertMessage(s.t, s.time);
    const expectedUpdatedAt = version(id);
    const results = await Promise.all([
      post(CONCIERGE_API.messageReply(id), { body: 'One', expectedUpdatedAt }, s.concierge),
      post(CONCIERGE_API.messageReply(id), { body: 'Two', expectedUpdatedAt }, s.admin),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(s.t.count('mail_outbox')).toBe(1);
  });

  it('answers 404 to an unknown message', async () => {
    const res = await post(CONCIERGE_API.messageReply(77), {
      body: 'Hello',
      expectedUpdatedAt: s.time.now().toISOString(),
    });
    expect(res.status).toBe(404);
  });

  it.each([
    ['no body', { body: undefined }, 'body', 'Please write a reply'],
    ['a blank body', { body: ' \n ' }, 'body', 'Please write a reply'],
    ['a body too long', { body: 'z'.repeat(5001) }, 'body', 'Must be at most 5000 characters'],
    [
      'no version',
      { expectedUpdatedAt: undefined },
      'expectedUpdatedAt',
      'expectedUpdatedAt is required',
    ],
  ])('answers 400 to %s', async (_, change, field, message) => {
    const id = insertMessage(s.t, s.time);
    const res = await post(CONCIERGE_API.messageReply(id), {
      body: 'Hello',
      expectedUpdatedAt: version(id),
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ issues: { [field]: message } });
    expect(s.t.count('mail_outbox')).toBe(0);
  });

  it('takes a reply of exactly 5000 characters', async () => {
    const id = insertMessage(s.t, s.time);
    expect((await reply(id, 'z'.repeat(5000))).status).toBe(200);
  });
});

describe('POST /api/concierge/messages/:id/handled', () => {
  it('marks the message handled and audits it, mailing nothing', async () => {
    const id = insertMessage(s.t, s.time);
    await reply(id, 'Done');
    s.time.advance(60_000);
    const { status, body } = await handled(id);
    expect(status).toBe(200);
    expect(body.message).toMatchObject({
      status: 'handled',
      handledAt: '2025-09-20T12:01:00.000Z',
      updatedAt: '2025-09-20T12:01:00.000Z',
    });
    expect(body.replies).toHaveLength(1);
    expect(audit().at(-1)).toMatchObject({
      action: 'message.handled',
      entity_type: 'message',
      entity_id: String(id),
      before: { status: 'replied', handledAt: null },
      after: { status: 'handled', handledAt: '2025-09-20T12:01:00.000Z' },
    });
    expect(s.t.count('mail_outbox')).toBe(1);
  });

  it('handles a consultation request without an email too', async () => {
    const id = consultation({ email: '' });
    expect((await handled(id)).body.message).toMatchObject({ status: 'handled' });
  });

  it('answers 409 to a stale version, and 404 to an unknown message', async () => {
    const id = insertMessage(s.t, s.time);
    const opened = version(id);
    await handled(id, s.admin);
    const stale = await post<MessageConflictBody>(CONCIERGE_API.messageHandled(id), {
      expectedUpdatedAt: opened,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: MESSAGE_CONFLICT_CODE,
      current: { message: { status: 'handled' } },
    });
    expect(s.t.count('audit_log')).toBe(1);
    const missing = await post(CONCIERGE_API.messageHandled(404), { expectedUpdatedAt: opened });
    expect(missing.status).toBe(404);
  });

  it('answers 400 without a version', async () => {
    const id = insertMessage(s.t, s.time);
    const res = await post(CONCIERGE_API.messageHandled(id), {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      issues: { expectedUpdatedAt: 'expectedUpdatedAt is required' },
    });
  });
});

describe('POST /api/contact: the member it comes from', () => {
  const message = { name: 'Amelia Hart', email: 'amelia@example.com', message: 'Hello' };

  it('stores the signed-in member with the message, and the console shows it', async () => {
    const member = signedIn(s.t, s.time, 'member', 'amelia@example.com');
    const res = await s.t.post(API.contact, message, { headers: { Cookie: member.cookie } });
    expect(res.status).toBe(201);
    const { body } = await list();
    expect(body.items[0]).toMatchObject({ kind: 'contact', userId: member.id, status: 'new' });
  });

  it('stores no member for a visitor', async () => {
    expect((await s.t.post(API.contact, message)).status).toBe(201);
    expect((await list()).body.items[0]).toMatchObject({ userId: null });
  });
});
