/** A conversation on screen: the club's thread with the member's unsent messages laid over it. */
import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '@app/local/db/db';
import { localConversation, withPending } from '@app/features/messages/lib/conversation';
import type { ThreadDetail } from '@shared/threads-api';

const THREAD: ThreadDetail = {
  id: 't1',
  kind: 'booking',
  refId: 'b1',
  subject: 'Your trip to Aspen',
  unread: 0,
  lastMessageAt: '2026-11-03T14:00:00.000Z',
  messages: [],
};

function item(body: unknown, overrides: Partial<OutboxItem> = {}): OutboxItem {
  return {
    seq: 1,
    id: 'item-1',
    kind: 'thread-message',
    method: 'POST',
    url: '/api/threads/t1/messages',
    body,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: Date.parse('2026-11-03T14:05:00.000Z'),
    updatedAt: 0,
    ...overrides,
  };
}

describe('withPending', () => {
  it('shows an unsent message at once, as sending, after what the club has', () => {
    const shown = withPending(THREAD, [item({ body: 'A later departure?', clientId: 'c1' })]);
    expect(shown.messages).toMatchObject([
      { author: 'member', body: 'A later departure?', clientId: 'c1', delivery: 'sending' },
    ]);
    expect(shown.lastMessageAt).toBe('2026-11-03T14:05:00.000Z');
  });

  it('says a refused one was not sent, with the server’s words, and a retried one waits', () => {
    const refused = item({ body: 'x', clientId: 'c1' }, { status: 'failed', error: 'Too long' });
    const retried = item({ body: 'y', clientId: 'c2' }, { id: 'item-2', attempts: 2 });
    const shown = withPending(THREAD, [refused, retried]);
    expect(shown.messages.map((m) => [m.delivery, m.error])).toEqual([
      ['failed', 'Too long'],
      ['waiting', undefined],
    ]);
  });

  it('shows a message once when the pull has brought it, and ignores other threads’ items', () => {
    const pulled: ThreadDetail = {
      ...THREAD,
      messages: [
        { id: 9, author: 'member', body: 'Hi', clientId: 'c1', createdAt: THREAD.lastMessageAt },
      ],
    };
    const mine = item({ body: 'Hi', clientId: 'c1' }, { status: 'sent' });
    const other = item({ body: 'Elsewhere', clientId: 'c3' }, { url: '/api/threads/t2/messages' });
    const shown = withPending(pulled, [mine, other]);
    expect(shown.messages).toEqual([{ ...pulled.messages[0], delivery: 'delivered' }]);
  });
});

describe('localConversation', () => {
  it('is "Ask the concierge" written here, found by its first message’s client id', () => {
    const body = { subject: 'Flowers', body: 'White peonies', clientId: 'c7' };
    const shown = localConversation(item(body, { kind: 'thread', url: '/api/threads' }));
    expect(shown).toMatchObject({ id: 'c7', kind: 'general', subject: 'Flowers', local: true });
    expect(shown.messages).toHaveLength(1);
  });
});
