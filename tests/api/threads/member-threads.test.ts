/**
 * A member's conversations with the concierge (issue 38): the list, one thread, "Ask the
 * concierge", a message (the same client id twice is one message), read state; another member's
 * thread is a 404; and a thread opened with each booking, paid order and consultation request.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { API, type CheckoutSessionResponse } from '@shared/api';
import {
  THREADS_API,
  type ThreadDetail,
  type ThreadMessage,
  type ThreadSummary,
} from '@shared/threads-api';
import { json, withCookie } from '../../helpers/api';
import { dbRows } from '../../helpers/db-rows';
import { staffSuite } from '../../helpers/console-calls';
import { signedIn, type Person } from '../../helpers/staff';
import { PUBLIC_WRITES } from '../../helpers/write-bodies';

const s = staffSuite(['member']);
let other: Person;
beforeEach(() => {
  other = signedIn(s.t, s.time, 'member', 'other@club.test');
});

const uuid = () => crypto.randomUUID();
const ID = 'c0b7a6e4-8b1e-4a7e-9f2a-2f3d4c5b6a71';
/** `null`: signed out. */
type Who = Person | null;
const get = (path: string, as: Who = s.member) => s.t.request(path, withCookie(as?.cookie));
const post = (path: string, body: unknown, as: Who = s.member) =>
  s.t.post(path, body, withCookie(as?.cookie));
const ask = (
  body: Partial<{ subject: string; body: string; clientId: string }> = {},
  as: Who = s.member,
) =>
  post(
    THREADS_API.threads,
    {
      subject: 'A later departure',
      body: 'Can we leave an hour later?',
      clientId: uuid(),
      ...body,
    },
    as,
  );
const askThread = async (as = s.member) => json<ThreadDetail>(await ask({}, as));
const write = (id: string, body: unknown, as: Who = s.member) =>
  post(THREADS_API.messages(id), body, as);
const list = async (as = s.member) => json<ThreadSummary[]>(await get(THREADS_API.threads, as));

/** A concierge's message, as the console writes it (api/concierge/threads). */
function staffWrites(threadId: string, body = 'Of course: wheels up at ten.') {
  const [thread] = dbRows<{ user_id: string }>(
    s.t.db,
    'SELECT user_id FROM threads WHERE id = ?',
    threadId,
  );
  s.t.db.$client
    .prepare(
      `INSERT INTO thread_messages (thread_id, user_id, author, staff_user_id, staff_email, body, created_at)
       VALUES (?, ?, 'concierge', 'staff', 'staff@club.test', ?, ?)`,
    )
    .run(threadId, thread!.user_id, body, s.time.now().toISOString());
  s.t.db.$client
    .prepare('UPDATE threads SET last_message_at = ? WHERE id = ?')
    .run(s.time.now().toISOString(), threadId);
}

describe('who may use the threads API', () => {
  const calls: [string, (id: string) => Promise<Response>][] = [
    ['GET /api/threads', async () => get(THREADS_API.threads, null)],
    ['GET /api/threads/:id', async (id) => get(THREADS_API.thread(id), null)],
    ['POST /api/threads', async () => ask({}, null)],
    [
      'POST /api/threads/:id/messages',
      async (id) => write(id, { body: 'Hello', clientId: uuid() }, null),
    ],
    ['POST /api/threads/:id/read', async (id) => post(THREADS_API.read(id), {}, null)],
  ];
  it.each(calls)('%s: signed out → 401, never cached', async (_name, call) => {
    const { id } = await askThread();
    staffWrites(id);
    const before = dbRows(s.t.db, 'SELECT * FROM threads');
    const res = await call(id);
    expect(res.status).toBe(401);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await res.json()).toHaveProperty('message');
    expect(s.t.count('thread_messages')).toBe(2);
    expect(dbRows(s.t.db, 'SELECT * FROM threads')).toEqual(before);
  });

  it('answers staff as members: their own threads only (the console has its own calls)', async () => {
    const concierge = signedIn(s.t, s.time, 'concierge');
    await askThread();
    expect(await list(concierge)).toEqual([]);
  });
});

describe('POST /api/threads: "Ask the concierge"', () => {
  it('opens a general thread with the first message, and answers 201 with it', async () => {
    const clientId = uuid();
    const res = await ask({ clientId });
    expect(res.status).toBe(201);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await res.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: 'general',
      refId: null,
      subject: 'A later departure',
      unread: 0,
      lastMessageAt: '2025-09-20T12:00:00.000Z',
      messages: [
        {
          id: expect.any(Number),
          author: 'member',
          body: 'Can we leave an hour later?',
          clientId,
          createdAt: '2025-09-20T12:00:00.000Z',
          attachments: [],
        },
      ],
    });
  });

  it('answers the same client id again with the same thread (200), not a second one', async () => {
    const clientId = uuid();
    const first = await json<ThreadDetail>(await ask({ clientId }));
    s.time.advance(60_000);
    const again = await ask({ clientId });
    expect(again.status).toBe(200);
    expect(await json<ThreadDetail>(again)).toEqual(first);
    expect(s.t.count('threads')).toBe(1);
    expect(s.t.count('thread_messages')).toBe(1);
  });

  it("refuses a client id already given to a message that is not a thread's first (409)", async () => {
    const thread = await askThread();
    const clientId = uuid();
    await write(thread.id, { body: 'And a car at arrival?', clientId });
    const res = await ask({ clientId });
    expect(res.status).toBe(409);
    expect(s.t.count('threads')).toBe(1);
  });

  it.each([
    ['empty subject', { subject: '' }, 'subject', 'Please give your message a subject'],
    ['long subject', { subject: 'x'.repeat(121) }, 'subject', 'Must be at most 120 characters'],
    ['blank body', { body: '   ' }, 'body', 'Please write a message'],
    ['long body', { body: 'x'.repeat(5001) }, 'body', 'Must be at most 5000 characters'],
    ['client id', { clientId: 'not-a-uuid' }, 'clientId', 'Message id must be a UUID'],
    ['control character', { body: 'bell\u0007' }, 'body', 'Please remove unsupported characters'],
  ])('answers 400 to a %s, and stores nothing', async (_case, change, field, message) => {
    const res = await ask(change);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'Invalid request',
      issues: { [field]: message },
    });
    expect(s.t.count('threads')).toBe(0);
  });

  it('answers 400 to a missing field, a non-JSON body and malformed JSON', async () => {
    const missing = await post(THREADS_API.threads, { subject: 'Hello', body: 'Hi' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      issues: { clientId: 'Message id must be a UUID' },
    });
    const text = await s.t.request(THREADS_API.threads, {
      method: 'POST',
      body: 'hello',
      headers: {
        'Content-Type': 'text/plain',
        Cookie: s.member.cookie,
        Origin: 'http://localhost',
      },
    });
    expect(text.status).toBe(400);
    const malformed = await post(THREADS_API.threads, '{"subject":');
    expect(malformed.status).toBe(400);
    expect(s.t.count('threads')).toBe(0);
  });

  it('keeps 5,000 characters, and a body of exactly one', async () => {
    expect((await ask({ body: 'x'.repeat(5000) })).status).toBe(201);
    expect((await ask({ body: 'x' })).status).toBe(201);
  });
});

describe('POST /api/threads/:id/messages', () => {
  it('adds the message (201) and moves the thread to the top of the list', async () => {
    const older = await askThread();
    s.time.advance(1000);
    const newer = await askThread();
    s.time.advance(1000);
    const clientId = uuid();
    const res = await write(older.id, { body: 'And a car at arrival?', clientId });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      id: expect.any(Number),
      author: 'member',
      body: 'And a car at arrival?',
      clientId,
      createdAt: '2025-09-20T12:00:02.000Z',
      attachments: [],
    });
    expect((await list()).map((th) => th.id)).toEqual([older.id, newer.id]);
  });

  it('is one message for the same client id twice (200 with the first)', async () => {
    const thread = await askThread();
    const body = { body: 'And a car at arrival?', clientId: uuid() };
    const first = await json<ThreadMessage>(await write(thread.id, body));
    s.time.advance(5000);
    const again = await write(thread.id, body);
    expect(again.status).toBe(200);
    expect(await json<ThreadMessage>(again)).toEqual(first);
    expect(s.t.count('thread_messages')).toBe(2);
  });

  it("refuses a client id of a message in the member's other thread (409)", async () => {
    const one = await askThread();
    const two = await askThread();
    const body = { body: 'Twice?', clientId: uuid() };
    await write(one.id, body);
    expect((await write(two.id, body)).status).toBe(409);
  });

  it('lets two members use the same client id: it is unique per member', async () => {
    const mine = await askThread();
    const theirs = await askThread(other);
    const clientId = uuid();
    expect((await write(mine.id, { body: 'Mine', clientId })).status).toBe(201);
    expect((await write(theirs.id, { body: 'Theirs', clientId }, other)).status).toBe(201);
  });

  it("answers 404 for another member's thread and for one that does not exist", async () => {
    const theirs = await askThread(other);
    for (const id of [theirs.id, uuid(), 'not-an-id']) {
      const res = await write(id, { body: 'Hello', clientId: uuid() });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: 'No conversation with this id' });
    }
    expect(s.t.count('thread_messages')).toBe(1);
  });

  it.each([
    ['empty body', { body: '', clientId: ID }, 'body'],
    ['long body', { body: 'x'.repeat(5001), clientId: ID }, 'body'],
    ['empty client id', { body: 'Hello', clientId: '' }, 'clientId'],
    ['missing client id', { body: 'Hello' }, 'clientId'],
    ['number body', { body: 42, clientId: ID }, 'body'],
  ])('answers 400 to a %s', async (_case, body, field) => {
    const thread = await askThread();
    const res = await write(thread.id, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: { [field]: expect.any(String) } });
    expect(s.t.count('thread_messages')).toBe(1);
  });
});

describe('GET /api/threads and GET /api/threads/:id', () => {
  it("answers the member's threads with what the concierge wrote that they have not read", async () => {
    const thread = await askThread();
    await askThread(other);
    s.time.advance(1000);
    staffWrites(thread.id);
    staffWrites(thread.id, 'The car will wait at the FBO.');
    expect(await list()).toEqual([
      {
        id: thread.id,
        kind: 'general',
        refId: null,
        subject: 'A later departure',
        unread: 2,
        lastMessageAt: '2025-09-20T12:00:01.000Z',
      },
    ]);
    const detail = await json<ThreadDetail>(await get(THREADS_API.thread(thread.id)));
    expect(detail.messages.map((m) => [m.author, m.body])).toEqual([
      ['member', 'Can we leave an hour later?'],
      ['concierge', 'Of course: wheels up at ten.'],
      ['concierge', 'The car will wait at the FBO.'],
    ]);
  });

  it("answers 404 for another member's thread", async () => {
    const theirs = await askThread(other);
    const res = await get(THREADS_API.thread(theirs.id));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'No conversation with this id' });
  });
});

describe('POST /api/threads/:id/read', () => {
  it('clears the unread count, and a message from the member reads what came before', async () => {
    const thread = await askThread();
    staffWrites(thread.id);
    const res = await post(THREADS_API.read(thread.id), {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: thread.id, unread: 0 });
    staffWrites(thread.id, 'Anything else?');
    expect((await list())[0]!.unread).toBe(1);
    await write(thread.id, { body: 'Nothing, thank you.', clientId: uuid() });
    expect((await list())[0]!.unread).toBe(0);
  });

  it('reads up to the message named, so a mark sent late leaves later answers unread', async () => {
    const thread = await askThread();
    staffWrites(thread.id, 'Of course: wheels up at ten.');
    const seen = await json<ThreadDetail>(await get(THREADS_API.thread(thread.id)));
    const upTo = seen.messages.at(-1)!.id;
    staffWrites(thread.id, 'The car will wait at the FBO.');
    const res = await post(THREADS_API.read(thread.id), { upTo });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: thread.id, unread: 1 });
    // An older mark arriving after a newer one moves nothing back.
    await post(THREADS_API.read(thread.id), {});
    await post(THREADS_API.read(thread.id), { upTo });
    expect((await list())[0]!.unread).toBe(0);
  });

  it.each([
    ['a string', { upTo: '3' }],
    ['zero', { upTo: 0 }],
    ['a fraction', { upTo: 1.5 }],
  ])('answers 400 to a mark naming %s, and marks nothing', async (_, body) => {
    const thread = await askThread();
    staffWrites(thread.id);
    const res = await post(THREADS_API.read(thread.id), body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'Invalid request',
      issues: { upTo: 'The message read up to must be named by its id' },
    });
    expect((await list())[0]!.unread).toBe(1);
  });

  it('adds nothing to the change feed when the thread is already read', async () => {
    const thread = await askThread();
    await post(THREADS_API.read(thread.id), {});
    const before = s.t.count('change_feed');
    await post(THREADS_API.read(thread.id), {});
    expect(s.t.count('change_feed')).toBe(before);
  });

  it("answers 404 for another member's thread, and leaves it unread", async () => {
    const theirs = await askThread(other);
    staffWrites(theirs.id);
    expect((await post(THREADS_API.read(theirs.id), {})).status).toBe(404);
    expect((await list(other))[0]!.unread).toBe(1);
  });
});

describe('a thread with each of the member’s records', () => {
  it('opens one with a booking made signed in, none with a guest’s', async () => {
    await post(API.bookings, PUBLIC_WRITES[API.bookings]);
    await post(API.bookings, PUBLIC_WRITES[API.bookings], null);
    const [booking] = dbRows<{ id: string }>(
      s.t.db,
      'SELECT id FROM bookings WHERE user_id = ?',
      s.member.id,
    );
    expect(await list()).toEqual([
      {
        id: expect.any(String),
        kind: 'booking',
        refId: booking!.id,
        subject: 'Your trip to Aspen',
        unread: 0,
        lastMessageAt: '2025-09-20T12:00:00.000Z',
      },
    ]);
    expect(s.t.count('threads')).toBe(1);
  });

  it('opens one with a consultation request, once however often it is sent', async () => {
    const body = PUBLIC_WRITES[API.consultations];
    await post(API.consultations, body);
    await post(API.consultations, body);
    const threads = await list();
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({
      kind: 'consultation',
      subject: 'Your consultation: Travel & Destination Planning',
    });
  });

  it('opens one with an order when it is paid, none while its checkout is open', async () => {
    const res = await post(API.bookCheckout, {});
    const { url } = await json<CheckoutSessionResponse>(res);
    expect(await list()).toEqual([]);
    const session = url!.split('/').at(-1)!;
    expect((await post(API.demoCheckoutPay(session), {})).status).toBe(200);
    const [order] = dbRows<{ id: string; description: string }>(
      s.t.db,
      'SELECT id, description FROM orders',
    );
    expect(await list()).toEqual([
      expect.objectContaining({ kind: 'order', refId: order!.id, subject: order!.description }),
    ]);
  });
});
