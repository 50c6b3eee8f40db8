/**
 * What the service worker makes of a push (issue 38): the payload read defensively (a foreign or
 * missing url never opens), the notification's icon, badge, tag and actions, a click's target,
 * and the member's copy pulled after it, which the app badge then counts from.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  clickTarget,
  notificationFor,
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  readPushPayload,
  refreshAfterPush,
} from '@app/local/worker/push-notifications';
import type { ClubDB } from '@app/local/db/db';
import type { ThreadDetail } from '@shared/threads-api';
import { json, networkDown, stubFetch, testDb } from '../fake-server';
import { pullMemberChanges } from '@app/local/sync/member-pull';
import { isPull, member, snapshotOf } from '../member-fixtures';

const message = {
  title: 'The concierge replied',
  body: 'Of course.',
  url: '/messages/t1',
  tag: 'thread:t1',
};

describe('readPushPayload', () => {
  it('reads the server’s JSON', () => {
    expect(readPushPayload(JSON.stringify(message))).toEqual(message);
  });

  it.each(['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', 42])(
    'never opens another site: %s',
    (url) => {
      expect(readPushPayload(JSON.stringify({ ...message, url })).url).toBe('/dashboard');
    },
  );

  it.each([null, '', 'not json', '{"title":1}'])('shows the club’s own words for %j', (text) => {
    expect(readPushPayload(text)).toMatchObject({
      title: 'Aurelian Private Club',
      url: '/dashboard',
    });
  });
});

describe('notificationFor', () => {
  it('gives a message the club’s icon and badge, its thread’s tag, View and Reply', () => {
    expect(notificationFor(message)).toEqual({
      body: 'Of course.',
      tag: 'thread:t1',
      renotify: true,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      data: { url: '/messages/t1' },
      actions: [
        { action: 'view', title: 'View' },
        { action: 'reply', title: 'Reply' },
      ],
    });
  });

  it('gives a trip View trip', () => {
    const trip = { ...message, url: '/dashboard/trips/b1', tag: 'trip:b1' };
    expect(notificationFor(trip).actions).toEqual([{ action: 'view', title: 'View trip' }]);
  });
});

describe('clickTarget', () => {
  it('opens the screen, Reply at the reply box, and nothing foreign', () => {
    expect(clickTarget({ url: '/messages/t1' }, '')).toBe('/messages/t1');
    expect(clickTarget({ url: '/messages/t1' }, 'reply')).toBe('/messages/t1#reply');
    expect(clickTarget({ url: 'https://evil.example' }, '')).toBe('/dashboard');
    expect(clickTarget(null, '')).toBe('/dashboard');
  });
});

describe('refreshAfterPush', () => {
  const ada = member('ada');
  const pull = (db: ClubDB) => pullMemberChanges({ db });
  const thread = (unread: number): ThreadDetail => ({
    id: 't1',
    kind: 'general',
    refId: null,
    subject: 'A later departure',
    unread,
    lastMessageAt: '2026-11-28T12:00:00.000Z',
    messages: [],
  });

  async function signedInDevice(unread = 0) {
    const db = testDb();
    await db.session.put({ key: 'current', user: ada, fetchedAt: 1 });
    await db.memberThreads.put({ ...thread(unread), ownerId: ada.id });
    return db;
  }

  it('pulls the member’s copy, so the screen it opens is current, and counts from it', async () => {
    const db = await signedInDevice();
    const requests = stubFetch((req) =>
      isPull(req.path)
        ? json(200, { ...snapshotOf(ada), threads: [thread(2)] })
        : json(404, { message: 'Not found' }),
    );
    const badges: number[] = [];
    await refreshAfterPush(message, {
      pull,
      db: async () => db,
      showBadge: async (n) => void badges.push(n),
    });
    expect(requests.filter((r) => isPull(r.path))).toHaveLength(1);
    expect((await db.memberThreads.get('t1'))?.unread).toBe(2);
    expect(badges).toEqual([2]);
  });

  it('counts the new message on top of the last copy when the pull cannot be made', async () => {
    const db = await signedInDevice();
    stubFetch(networkDown);
    const badges: number[] = [];
    await refreshAfterPush(message, {
      pull,
      db: async () => db,
      showBadge: async (n) => void badges.push(n),
    });
    expect(badges).toEqual([1]);
  });

  it('adds nothing for a trip step, and still marks the icon for a message with no database', async () => {
    const db = await signedInDevice();
    stubFetch(networkDown);
    const badges: number[] = [];
    const showBadge = async (n: number) => void badges.push(n);
    const trip = { ...message, url: '/dashboard/trips/b1', tag: 'trip:b1' };
    await refreshAfterPush(trip, { pull, db: async () => db, showBadge });
    await refreshAfterPush(message, {
      pull,
      db: () => Promise.reject(new Error('refused')),
      showBadge,
    });
    expect(badges).toEqual([0, 1]);
  });
});
