/**
 * When to offer installation unasked: from the second visit on (a visit is a browsing session),
 * never on the first page view, and not for 30 days after the member said no. Kept in
 * localStorage; pure over the Storage objects so it is testable without a browser.
 */
const VISITS_KEY = 'aurelian.visits';
const SESSION_KEY = 'aurelian.visit-counted';
const DISMISSED_KEY = 'aurelian.install-offer-dismissed-at';
export const OFFER_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;

/** Counts this visit once per session and returns how many visits there have been. */
export function recordVisit(local: Storage, session: Storage): number {
  const seen = Number(local.getItem(VISITS_KEY)) || 0;
  if (session.getItem(SESSION_KEY)) return Math.max(seen, 1);
  session.setItem(SESSION_KEY, '1');
  local.setItem(VISITS_KEY, String(seen + 1));
  return seen + 1;
}

export function dismissedAt(local: Storage): number {
  return Number(local.getItem(DISMISSED_KEY)) || 0;
}

export function rememberDismissal(local: Storage, now: number): void {
  local.setItem(DISMISSED_KEY, String(now));
}

/** Whether the unasked offer may show: a returning visitor who has not said no lately. */
export function offerDue(visits: number, lastDismissed: number, now: number): boolean {
  return visits >= 2 && now - lastDismissed >= OFFER_SNOOZE_MS;
}
