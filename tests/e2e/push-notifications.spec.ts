import type { CDPSession, Page, Worker } from '@playwright/test';
import { PUSH_API } from '@shared/push-api';
import { expect, test } from './helpers/test';
import { registerMember } from './helpers/members';
import { controlledByServiceWorker } from './helpers/offline';
import { standInForPushManager } from './helpers/push';

// Issue 38 "Notifications on the home screen": no push service is reachable from this machine,
// so PushManager.subscribe is stood in for by the test, and the push itself is delivered through
// the DevTools protocol (PITFALLS.md "Push"). The worker shows it as the club's notification, and
// a click moves the open window to the notification's screen.

// The worker is what is tested.
test.use({ serviceWorkers: 'allow' });
// A fresh worker precaches the whole site before it controls the page: under a full run's load
// that alone takes a good part of the default 30 s.
test.slow();

/** What the app will do once it asks: subscribe (the stand-in answers) and tell the server. */
const subscribeThroughStandIn = (page: Page) =>
  page.evaluate(async (path) => {
    const registration = await navigator.serviceWorker.ready;
    const keyRes = await fetch('/api/push/key');
    const { publicKey } = (await keyRes.json()) as { publicKey: string };
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    });
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(subscription.toJSON()),
    });
    return res.status;
  }, PUSH_API.subscriptions);

/** The id DevTools gives this origin's worker registration. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      badge: n.badge,
      data: n.data as unknown,
      actions: (n as Notification & { actions?: { action: string; title: string }[] }).actions?.map(
        (a) => a.title,
      ),
    }));
  });

/** The worker as Playwright sees it (Chromium), to play the user's click on a notification. */
async function clubWorker(page: Page): Promise<Worker> {
  const context = page.context();
  return context.serviceWorkers()[0] ?? context.waitForEvent('serviceworker');
}

test('a push shows the club’s notification, one per thread, and a click opens its screen', async ({
  context,
  page,
}) => {
  const origin = new URL(
    page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url(),
  ).origin;
  await context.grantPermissions(['notifications'], { origin });
  await standInForPushManager(page);
  await page.goto('/home');
  await controlledByServiceWorker(page);

  // The app's part, with the stand-in: a subscription the server keeps for this member's device.
  await registerMember(page);
  expect(await subscribeThroughStandIn(page)).toBe(201);

  const cdp = await context.newCDPSession(page);
  const id = await registrationId(cdp, origin);
  const push = (payload: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: id,
      data: JSON.stringify(payload),
    });
  const message = (body: string) => ({
    title: 'The concierge replied: A later departure',
    body,
    url: '/messages/e2e-thread',
    tag: 'thread:e2e-thread',
  });

  await push(message('Of course: wheels up at ten.'));
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'The concierge replied: A later departure',
        body: 'Of course: wheels up at ten.',
        tag: 'thread:e2e-thread',
        icon: `${origin}/icons/icon-192.png`,
        badge: `${origin}/icons/monochrome-512.png`,
        data: { url: '/messages/e2e-thread' },
        actions: ['View', 'Reply'],
      },
    ]);

  // A newer message in the same thread replaces the notification, never adds a second.
  await push(message('And the car will wait at the FBO.'));
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => n.body))
    .toEqual(['And the car will wait at the FBO.']);

  // The user's click on it: the open window is moved to the thread.
  const worker = await clubWorker(page);
  await worker.evaluate(async () => {
    // This runs in the worker, whose types (WebWorker lib) the tests' tsconfig does not load.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(
      new scope.NotificationEvent('notificationclick', { notification: notification! }),
    );
  });
  await expect(page).toHaveURL(`${origin}/messages/e2e-thread`);
  await expect.poll(async () => (await shownNotifications(page)).length).toBe(0);
});

test('Your devices says which device takes notifications', async ({ page }) => {
  await standInForPushManager(page);
  await page.goto('/home');
  await controlledByServiceWorker(page);
  await registerMember(page);
  expect(await subscribeThroughStandIn(page)).toBe(201);
  await page.goto('/profile');
  const devices = page
    .getByRole('main')
    .getByRole('region', { name: 'Security', exact: true })
    .getByRole('list', { name: 'Your devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByRole('listitem')).toContainText('Notifications on');
});
