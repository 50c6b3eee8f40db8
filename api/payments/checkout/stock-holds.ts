/**
 * A shop checkout's units are held (api/catalog stock.ts) before the payment provider is asked,
 * so only buyers who got a unit ever see a payment page. The hold outlives the session by a
 * margin: the expiry sweep must never give back units a payment could still claim, and Stripe
 * completes no session past its expires_at; the session's own end (its webhook, the demo's
 * cancel) gives them back at once.
 */
import { releaseHold, type HoldOutcome } from '../../catalog';
import type { Db } from '../../db/client';
import { CHECKOUT_LIFETIME_MS } from './open-checkouts';

/** Clock drift between us and the provider, and a webhook on its way. */
export const HOLD_MARGIN_MS = 5 * 60_000;

export const holdExpiry = (openedAt: Date) =>
  new Date(openedAt.getTime() + CHECKOUT_LIFETIME_MS + HOLD_MARGIN_MS);

/** What a buyer who got no unit is told (409), or null when the units are held (or not counted). */
export function stockRefusal(hold: HoldOutcome, size: string | null): string | null {
  const inSize = size ? ` in size ${size}` : '';
  if (hold.outcome === 'sold_out') {
    return size
      ? `Sold out in size ${size}. Please choose another size.`
      : 'Sold out. The last one has just found its owner.';
  }
  if (hold.outcome === 'too_few') return `Only ${hold.left} left${inSize}.`;
  return null;
}

/** Gives a checkout's units back in a transaction of its own (the provider refused to open it). */
export const releaseStockOf = (db: Db, orderId: string) =>
  db.transaction((tx) => releaseHold(tx, orderId));
