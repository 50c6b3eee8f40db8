import type { BrowserContext, Page } from '@playwright/test';
import { queryRows } from './db';

/**
 * No push service is reachable from this machine (PITFALLS.md "Push"): PushManager is stood in
 * for by the test. Its subscription answers as a browser's would on Google's push service, and
 * lives in the page's localStorage, so getSubscription() and unsubscribe() see it across reloads.
 */
export const STAND_IN_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/e2e-stand-in';

export async function standInForPushManager(page: Page): Promise<void> {
  await page.addInitScript((base) => {
    if (typeof PushManager === 'undefined') return;
    const KEY = 'e2e.push-stand-in';
    const store = (() => {
      try {
        return window.localStorage;
      } catch {
        return null; // about:blank has no storage of its own
      }
    })();
    if (!store) return;
    // One browser profile, one endpoint: unique per page, as tests share the server's database.
    const endpoint = store.getItem(`${KEY}.endpoint`) ?? `${base}-${crypto.randomUUID()}`;
    store.setItem(`${KEY}.endpoint`, endpoint);
    // 65-byte P-256 point (0x04 …) and a 16-byte secret, base64url, as toJSON() gives them.
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    const subscription = () =>
      ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        unsubscribe: () => {
          store.removeItem(`${KEY}.on`);
          return Promise.resolve(true);
        },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = function subscribe() {
      store.setItem(`${KEY}.on`, '1');
      return Promise.resolve(subscription());
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve(store.getItem(`${KEY}.on`) ? subscription() : null);
    };
  }, STAND_IN_ENDPOINT);
}

/** The app's origin, for permissions granted before the first navigation. */
export const originOf = (page: Page, baseURL: string) =>
  new URL(page.url() === 'about:blank' ? baseURL : page.url()).origin;

export const allowNotifications = (context: BrowserContext, origin: string) =>
  context.grantPermissions(['notifications'], { origin });

/** The categories the club keeps for the member's devices (one row per subscription). */
export const storedCategories = (memberId: string) =>
  queryRows<{ categories: string }>(
    'SELECT categories FROM push_subscriptions WHERE user_id = ? ORDER BY id',
    memberId,
  ).map((r) => JSON.parse(r.categories) as string[]);
