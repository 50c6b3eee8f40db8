/**
 * The notifications offer's state, outside React: a booking request or a message sent earns it
 * (routes pass earnPushOffer to those features), and it lives on across the navigation that
 * follows them. It never shows on page load: only a moment that earned it opens it.
 */
import { createStore } from 'zustand/vanilla';
import { toast } from '@app/components/ui/toast-store';
import { installPrompt } from '@app/stores/install-prompt-store';
import { notNowAt, rememberNotNow } from '../lib/offer-snooze';
import { turnOnToast } from '../lib/turn-on-toasts';
import { offerView } from '../lib/offer-view';
import {
  browserSubscription,
  notificationPermission,
  thisPlatform,
  turnOnNotifications,
} from './push-device';

/** What the card shows; 'hidden' until earned, and again once answered. */
export type OfferStage = 'hidden' | 'ask' | 'install-first' | 'asking' | 'blocked' | 'failed';

export const pushOffer = createStore<{ stage: OfferStage }>(() => ({ stage: 'hidden' }));
const show = (stage: OfferStage) => pushOffer.setState({ stage });

function lastNotNow(): number {
  try {
    return notNowAt(localStorage);
  } catch {
    return Date.now(); // storage blocked: without a memory of "Not now", never ask unasked
  }
}

/** A moment that earns the offer: it opens if this device may and should be asked. */
export async function earnPushOffer(): Promise<void> {
  if (pushOffer.getState().stage !== 'hidden') return;
  const platform = thisPlatform();
  const subscribed = (await browserSubscription().catch(() => null)) !== null;
  const view = offerView({
    platform,
    permission: notificationPermission(),
    subscribed,
    lastNotNow: lastNotNow(),
    now: Date.now(),
  });
  if (view === 'none' || pushOffer.getState().stage !== 'hidden') return;
  // One card in the corner at a time: the unasked install offer waits for another page.
  installPrompt.setState({ offerDue: false });
  show(view);
}

export function notNow(): void {
  show('hidden');
  try {
    rememberNotNow(localStorage, Date.now());
  } catch {
    // Storage blocked: the offer is gone for this page at least.
  }
}

/** "Turn on notifications": the browser asks, and the card says what came of it. */
export async function acceptOffer(): Promise<void> {
  show('asking');
  const outcome = await turnOnNotifications();
  // Offline: the card stays, waiting for the connection (it says so) and a second tap.
  if (outcome === 'offline') return show('ask');
  if (outcome === 'blocked' || outcome === 'failed') return show(outcome);
  show('hidden');
  const said = turnOnToast(outcome);
  if (said) toast(said);
}

export const closeOffer = () => show('hidden');
