/**
 * This browser's side of Web Push: what it can do, its subscription, and the three changes a
 * member makes (turn on, choose categories, turn off), each told to the club at once. Turning on
 * asks the browser's permission first, so it must run from the member's tap.
 */
import { isInstalledApp } from '@app/lib/installed-app';
import { NetworkError } from '@app/local/api';
import {
  forgetPushSubscription,
  pushPublicKey,
  savePushSubscription,
  type BrowserSubscription,
} from '@app/local/account/push-subscription';
import type { PushCategory } from '@shared/schemas/push';
import { pushPlatform, type PushPlatform } from '../lib/push-platform';

export function thisPlatform(): PushPlatform {
  const pushApis =
    'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return pushPlatform({ device: navigator, installed: isInstalledApp(), pushApis });
}

/** The browser's answer so far ('default' until asked), 'denied' where it has no Notification. */
export const notificationPermission = (): NotificationPermission =>
  'Notification' in window ? Notification.permission : 'denied';

/** This browser's subscription; null when it has none (or no worker to hold one). */
export async function browserSubscription(): Promise<PushSubscription | null> {
  if (thisPlatform() !== 'supported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const wire = (subscription: PushSubscription) =>
  subscription.toJSON() as unknown as BrowserSubscription;

export type TurnOnOutcome = 'on' | 'blocked' | 'dismissed' | 'offline' | 'failed';

/** The whole yes: the browser's permission, its subscription with the club's key, the club told. */
export async function turnOnNotifications(categories?: PushCategory[]): Promise<TurnOnOutcome> {
  if (!navigator.onLine) return 'offline';
  // First, while the tap still counts as the member's: browsers ask only from a gesture.
  const answer = await Notification.requestPermission();
  if (answer === 'denied') return 'blocked';
  if (answer !== 'granted') return 'dismissed';
  try {
    // `ready` never settles without a worker (one failed to install, or a development server).
    if (!(await navigator.serviceWorker.getRegistration())) return 'failed';
    const registration = await navigator.serviceWorker.ready;
    // A subscription the browser already holds (the club was not told, say) is sent again.
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: await pushPublicKey(),
      }));
    await savePushSubscription(wire(subscription), categories);
    return 'on';
  } catch (err) {
    return err instanceof NetworkError ? 'offline' : 'failed';
  }
}

/** Saves what this device is sent: the same subscription again, with these categories. */
export async function saveCategories(categories: PushCategory[]): Promise<void> {
  const subscription = await browserSubscription();
  if (!subscription) throw new Error('This device has no subscription to change.');
  await savePushSubscription(wire(subscription), categories);
}

/** The club forgets this device first (that needs the network), then the browser does. */
export async function turnOffNotifications(): Promise<void> {
  const subscription = await browserSubscription();
  if (!subscription) return;
  await forgetPushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
