import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import {
  badgeCount,
  countWaiting,
  refreshAppBadge,
  showAppBadge,
} from '@app/local/outbox/app-badge';
import type { OutboxStatus } from '@app/local/db/db';
import { enqueue } from '@app/local/outbox/outbox';
import { testDb } from '../fake-server';
import { member } from '../member-fixtures';

const contact = { kind: 'contact' as const, url: '/api/contact', body: {} };

function stubBadge() {
  const setAppBadge = vi.fn(() => Promise.resolve());
  const clearAppBadge = vi.fn(() => Promise.resolve());
  vi.stubGlobal('navigator', { setAppBadge, clearAppBadge });
  return { setAppBadge, clearAppBadge };
}

describe('app badge', () => {
  it('counts every undelivered status, not sent items nor another member’s', async () => {
    const db = testDb();
    const statuses: OutboxStatus[] = ['pending', 'sending', 'failed', 'auth', 'expired', 'sent'];
    for (const status of statuses) {
      const item = await enqueue(contact, { db });
      await db.outbox.where('id').equals(item.id).modify({ status });
    }
    await db.session.put({ key: 'current', user: member('ada'), fetchedAt: 1 });
    await enqueue(contact, { db }); // Ada's own
    await db.session.put({ key: 'current', user: member('bob'), fetchedAt: 2 });
    // Five anonymous items, Ada's is hers to see, and the sent one is delivered.
    expect(await countWaiting(db)).toBe(5);
  });

  it('adds what the concierge wrote that the signed-in member has not read (issue 38)', async () => {
    const db = testDb();
    const thread = {
      kind: 'general' as const,
      refId: null,
      subject: 'Hi',
      lastMessageAt: '',
      messages: [],
    };
    await db.memberThreads.bulkPut([
      { ...thread, id: 't1', unread: 2, ownerId: 'ada' },
      { ...thread, id: 't2', unread: 1, ownerId: 'ada' },
      { ...thread, id: 't3', unread: 4, ownerId: 'bob' },
    ]);
    expect(await badgeCount(db)).toBe(0);
    await db.session.put({ key: 'current', user: member('ada'), fetchedAt: 1 });
    await enqueue(contact, { db });
    expect(await badgeCount(db)).toBe(4);
  });

  it('sets the count, clears at zero, and does nothing without the Badging API', async () => {
    const badge = stubBadge();
    await showAppBadge(3);
    await showAppBadge(0);
    expect(badge.setAppBadge).toHaveBeenCalledWith(3);
    expect(badge.clearAppBadge).toHaveBeenCalledTimes(1);

    vi.stubGlobal('navigator', {});
    await expect(showAppBadge(2)).resolves.toBeUndefined();
  });

  it('refreshAppBadge never rejects, so a flush’s outcome stands', async () => {
    const badge = stubBadge();
    badge.setAppBadge.mockRejectedValue(new Error('not installed'));
    const db = testDb();
    await enqueue(contact, { db });
    await expect(refreshAppBadge(db)).resolves.toBeUndefined();
    expect(badge.setAppBadge).toHaveBeenCalledWith(1);
  });
});
