/**
 * The console's conversations (issue 38): the list beside the inbox (unread and search filters,
 * pages), one thread (opening it reads it), and a reply, kept in the thread, mailed to the member
 * and audited; each call only for staff.
 */
import { describe, expect, it } from 'vitest';
import { CONCIERGE_API, type ConciergeToday } from '@shared/concierge-api';
import {
  THREADS_API,
  type ConciergeThread,
  type ConciergeThreadDetail,
  type ThreadDetail,
  type ThreadSummary,
} from '@shared/threads-api';
import { json, withCookie } from '../../helpers/api';
import {
  consoleList,
  getAs,
  itAnswersEachRole,
  itRefusesQueries,
  staffSuite,
} from '../../helpers/console-calls';
import { outboxRows } from '../../helpers/db-rows';
import { signedIn } from '../../helpers/staff';

const s = staffSuite(['concierge', 'member']);

const uuid = () => crypto.randomUUID();
/** A member's "Ask the concierge", as the app sends it. */
async function ask(subject = 'A later departure', as = s.member) {
  const body = { subject, body: 'Can we leave an hour later?', clientId: uuid() };
  return json<ThreadDetail>(await s.t.post(THREADS_API.threads, body, withCookie(as.cookie)));
}
const { get, list, post, itBreaksTies, audit } = consoleList<
  ConciergeThread,
  ConciergeThreadDetail
>(s, THREADS_API.conciergeThreads);
const open = (id: string) => get<ConciergeThreadDetail>(THREADS_API.conciergeThread(id));
const reply = (id: string, body: unknown = { body: 'Of course: wheels up at ten.' }) =>
  post(THREADS_API.conciergeMessages(id), body);

describe('who may use the console threads API', () => {
  itAnswersEachRole(
    () => s,
    [
      [
        'GET /api/concierge/threads',
        async (cookie) => s.t.request(THREADS_API.conciergeThreads, withCookie(cookie)),
      ],
      [
        'GET /api/concierge/threads/:id',
        async (cookie) =>
          s.t.request(THREADS_API.conciergeThread((await ask()).id), withCookie(cookie)),
      ],
      [
        'POST /api/concierge/threads/:id/messages',
        async (cookie) =>
          s.t.post(
            THREADS_API.conciergeMessages((await ask()).id),
            { body: 'Of course.' },
            withCookie(cookie),
          ),
      ],
    ],
    ['audit_log', 'mail_outbox'],
  );
});

describe('GET /api/concierge/threads', () => {
  it('answers every member’s threads, newest message first, with the member and what is unread', async () => {
    const first = await ask();
    s.time.advance(1000);
    const other = signedIn(s.t, s.time, 'member', 'celeste@example.com');
    const second = await ask('Flowers in the suite', other);
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(body.items.map((th) => th.id)).toEqual([second.id, first.id]);
    expect(body.items[1]).toEqual({
      id: first.id,
      kind: 'general',
      refId: null,
      subject: 'A later departure',
      memberId: s.member.id,
      memberName: 'member Test',
      memberEmail: 'member@club.test',
      unread: 1,
      lastMessageAt: '2025-09-20T12:00:00.000Z',
      createdAt: '2025-09-20T12:00:00.000Z',
    });
  });

  it('filters to the threads awaiting staff (unread=true) and the others (unread=false)', async () => {
    const waiting = await ask();
    const answered = await ask('Flowers in the suite');
    await reply(answered.id);
    const ids = async (q: string) => (await list(q)).body.items.map((th) => th.id);
    expect(await ids('unread=true')).toEqual([waiting.id]);
    expect(await ids('unread=false')).toEqual([answered.id]);
  });

  it('searches the subject and the member’s name and email', async () => {
    const flowers = await ask('Flowers in the suite');
    await ask();
    const other = signedIn(s.t, s.time, 'member', 'celeste@example.com');
    const hers = await ask('Anything', other);
    const ids = async (q: string) => (await list(`q=${q}`)).body.items.map((th) => th.id);
    expect(await ids('flowers')).toEqual([flowers.id]);
    expect(await ids('celeste')).toEqual([hers.id]);
    expect(await ids('100%25')).toEqual([]);
  });

  it('pages', async () => {
    for (let i = 0; i < 3; i++) await ask(`Question ${i}`);
    const { body } = await list('pageSize=2&page=2');
    expect(body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(body.items.map((th) => th.subject)).toEqual(['Question 0']);
  });

  itBreaksTies(() => {
    const id = uuid();
    const at = s.time.now().toISOString();
    s.t.db.$client
      .prepare(
        `INSERT INTO threads (id, user_id, kind, subject, last_message_at, created_at)
         VALUES (?, ?, 'general', 'Same instant', ?, ?)`,
      )
      .run(id, s.member.id, at, at);
    return id;
  });

  itRefusesQueries(list, [
    ['unread=maybe', 'unread'],
    ['page=0', 'page'],
    ['pageSize=201', 'pageSize'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ]);
});

describe('GET /api/concierge/threads/:id', () => {
  it('answers the thread with its messages, and opening it reads it', async () => {
    const thread = await ask();
    const { status, body } = await open(thread.id);
    expect(status).toBe(200);
    expect(body.messages).toEqual([
      {
        id: expect.any(Number),
        author: 'member',
        body: 'Can we leave an hour later?',
        clientId: thread.messages[0]!.clientId,
        createdAt: '2025-09-20T12:00:00.000Z',
        attachments: [],
      },
    ]);
    expect((await list()).body.items[0]!.unread).toBe(0);
  });

  it('answers 404 for a thread that does not exist', async () => {
    const { status, body } = await open(uuid());
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: 'No conversation with this id' });
  });
});

describe('POST /api/concierge/threads/:id/messages', () => {
  it('keeps the reply, mails it to the member and audits it, in one go', async () => {
    const thread = await ask();
    s.time.advance(60_000);
    const { status, body } = await reply(thread.id);
    expect(status).toBe(200);
    expect(body.messages.map((m) => [m.author, m.body])).toEqual([
      ['member', 'Can we leave an hour later?'],
      ['concierge', 'Of course: wheels up at ten.'],
    ]);
    expect(body.lastMessageAt).toBe('2025-09-20T12:01:00.000Z');
    const [mail] = outboxRows<{
      kind: string;
      to_address: string;
      subject: string;
      text_body: string;
    }>(s.t.db);
    expect(mail).toMatchObject({
      kind: 'thread_reply',
      to_address: 'member@club.test',
      subject: 'Re: A later departure',
    });
    expect(mail!.text_body).toContain('Of course: wheels up at ten.');
    expect(mail!.text_body).toContain(`http://localhost/messages/${thread.id}`);
    expect(audit()).toMatchObject([
      {
        action: 'thread.replied',
        entity_type: 'thread',
        entity_id: thread.id,
        staff_email: 'concierge@club.test',
      },
    ]);
  });

  it('reaches the member as unread, through their list', async () => {
    const thread = await ask();
    await reply(thread.id);
    const res = await s.t.request(THREADS_API.threads, withCookie(s.member.cookie));
    expect((await json<ThreadSummary[]>(res))[0]).toMatchObject({ id: thread.id, unread: 1 });
  });

  it.each([
    ['empty body', { body: '' }],
    ['long body', { body: 'x'.repeat(5001) }],
    ['missing body', {}],
    ['number body', { body: 7 }],
  ])('answers 400 to a %s, and writes nothing', async (_case, bad) => {
    const thread = await ask();
    const { status, body } = await reply(thread.id, bad);
    expect(status).toBe(400);
    expect(body).toMatchObject({ issues: { body: expect.any(String) } });
    expect(s.t.count('thread_messages')).toBe(1);
    expect(s.t.count('audit_log')).toBe(0);
    expect(s.t.count('mail_outbox')).toBe(0);
  });

  it('answers 404 for a thread that does not exist, and writes nothing', async () => {
    const { status } = await reply(uuid());
    expect(status).toBe(404);
    expect(s.t.count('audit_log')).toBe(0);
    expect(s.t.count('mail_outbox')).toBe(0);
  });
});

describe("Today's count", () => {
  it('counts the conversations whose member wrote since staff last read them', async () => {
    const today = async () =>
      (await getAs<ConciergeToday>(s.t, CONCIERGE_API.today, s.concierge)).body.unreadThreads;
    const waiting = await ask();
    await ask('Flowers in the suite');
    expect(await today()).toBe(2);
    await open(waiting.id);
    expect(await today()).toBe(1);
  });
});
