/**
 * Conversations reach the member's devices through the change feed (issue 38): the pull carries
 * a changed thread with all its messages, and the event stream pokes the open app when the
 * concierge writes, within the request that wrote.
 */
import { describe, expect, it } from 'vitest';
import { API } from '@shared/api';
import { SYNC_API, type SyncPull } from '@shared/sync-api';
import { THREADS_API, type ThreadDetail } from '@shared/threads-api';
import { json, withCookie } from '../../helpers/api';
import { staffSuite } from '../../helpers/console-calls';
import { PUBLIC_WRITES } from '../../helpers/write-bodies';

const s = staffSuite(['member', 'concierge']);

const pull = async (since?: string) =>
  json<SyncPull>(
    await s.t.request(
      `${SYNC_API.pull}${since ? `?since=${encodeURIComponent(since)}` : ''}`,
      withCookie(s.member.cookie),
    ),
  );
async function ask() {
  const body = {
    subject: 'A later departure',
    body: 'Can we leave an hour later?',
    clientId: crypto.randomUUID(),
  };
  return json<ThreadDetail>(await s.t.post(THREADS_API.threads, body, withCookie(s.member.cookie)));
}
const staffReply = (id: string) =>
  s.t.post(
    THREADS_API.conciergeMessages(id),
    { body: 'Of course.' },
    withCookie(s.concierge.cookie),
  );

describe('the pull', () => {
  it('carries every thread in a snapshot, and a changed one with its messages after a cursor', async () => {
    const thread = await ask();
    const first = await pull();
    expect(first.threads).toEqual([thread]);
    await staffReply(thread.id);
    const next = await pull(first.cursor);
    expect(next.snapshot).toBe(false);
    expect(next.threads).toHaveLength(1);
    expect(next.threads[0]).toMatchObject({ id: thread.id, unread: 1 });
    expect(next.threads[0]!.messages.map((m) => m.author)).toEqual(['member', 'concierge']);
    expect((await pull(next.cursor)).threads).toEqual([]);
  });

  it('carries the read mark to the member’s other devices', async () => {
    const thread = await ask();
    await staffReply(thread.id);
    const { cursor } = await pull();
    await s.t.post(THREADS_API.read(thread.id), {}, withCookie(s.member.cookie));
    expect((await pull(cursor)).threads[0]).toMatchObject({ id: thread.id, unread: 0 });
  });

  it('answers a thread that is gone as a tombstone', async () => {
    const thread = await ask();
    const { cursor } = await pull();
    s.t.db.$client.prepare('DELETE FROM threads WHERE id = ?').run(thread.id);
    const next = await pull(cursor);
    expect(next.removed.threads).toEqual([thread.id]);
  });
});

/** Reads a stream until `needle` arrives; the caller cancels the reader. */
function streamReader(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const until = async (needle: string) => {
    while (!text.includes(needle)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended before ${needle}`);
      text += decoder.decode(value, { stream: true });
    }
  };
  return { until, cancel: () => reader.cancel() };
}

describe('the event streams', () => {
  it('pokes the member’s open app when the concierge writes', async () => {
    const thread = await ask();
    const stream = streamReader(await s.t.request(SYNC_API.events, withCookie(s.member.cookie)));
    try {
      await stream.until('event: ready');
      await staffReply(thread.id);
      await stream.until('event: change');
    } finally {
      await stream.cancel();
    }
  });

  it('pokes the console’s open stream when a member writes', async () => {
    const res = await s.t.request(THREADS_API.conciergeEvents, withCookie(s.concierge.cookie));
    expect(res.headers.get('Content-Type')).toContain('text/event-stream');
    const stream = streamReader(res);
    try {
      await stream.until('event: ready');
      await ask();
      // Saying what changed, so only the screens of conversations reload.
      await stream.until('event: change\ndata: thread\n');
    } finally {
      await stream.cancel();
    }
  });

  it('pokes it for a member’s booking too, naming both records, for Today’s counts', async () => {
    const res = await s.t.request(THREADS_API.conciergeEvents, withCookie(s.concierge.cookie));
    const stream = streamReader(res);
    try {
      await stream.until('event: ready');
      const booked = await s.t.post(
        API.bookings,
        PUBLIC_WRITES[API.bookings],
        withCookie(s.member.cookie),
      );
      expect(booked.status).toBe(201);
      await stream.until('event: change\ndata: booking,thread\n');
    } finally {
      await stream.cancel();
    }
  });

  it('is the console’s alone: a member is refused (403), a visitor asked to sign in (401)', async () => {
    expect(
      (await s.t.request(THREADS_API.conciergeEvents, withCookie(s.member.cookie))).status,
    ).toBe(403);
    expect((await s.t.request(THREADS_API.conciergeEvents)).status).toBe(401);
  });
});
