/**
 * What the service worker makes of a push (issue 38): the payload read defensively (a foreign or
 * missing url never opens), the notification's icon, badge, tag and actions, and a click's target.
 */
import { describe, expect, it } from 'vitest';
import {
  clickTarget,
  notificationFor,
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  readPushPayload,
} from '@app/local/worker/push-notifications';

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
