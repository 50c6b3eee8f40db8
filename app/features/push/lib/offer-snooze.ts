/**
 * "Not now" on the notifications offer: it stays away for 30 days, remembered on this device
 * (localStorage). Pure over a Storage so it is testable without a browser.
 */
const NOT_NOW_KEY = 'aurelian.push-offer-not-now-at';
export const PUSH_OFFER_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;

/** When the member last said "Not now", 0 for never (or storage that cannot be read). */
export function notNowAt(storage: Pick<Storage, 'getItem'>): number {
  return Number(storage.getItem(NOT_NOW_KEY)) || 0;
}

export function rememberNotNow(storage: Pick<Storage, 'setItem'>, now: number): void {
  storage.setItem(NOT_NOW_KEY, String(now));
}

export const snoozed = (lastNotNow: number, now: number) =>
  lastNotNow > 0 && now - lastNotNow < PUSH_OFFER_SNOOZE_MS;
