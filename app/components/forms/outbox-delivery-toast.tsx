import { useLocalQuery } from '@app/lib/use-local-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { OutboxItem, OutboxKind } from '@app/local/db/db';
import { toast, type ToastOptions } from '@app/components/ui/toast-store';
import { isDeliveryClaimed } from './delivery-claims';
import { isRefused, isWaiting } from './use-outbox-item';

/** What to say when a request of one kind, saved while offline, is later settled. */
export interface DeliveryToasts {
  sent: (item: OutboxItem) => ToastOptions;
  refused: (item: OutboxItem) => ToastOptions;
}

export type DeliveryToastMap = Partial<Record<OutboxKind, DeliveryToasts>>;

/**
 * Announces a saved request's delivery (or refusal) when the form that made it is no longer on
 * screen: the user left the page, or reloaded it. Mount once in the layout; it renders nothing.
 */
export function OutboxDeliveryToast({ toasts }: { toasts: DeliveryToastMap }) {
  const kinds = Object.keys(toasts).sort() as OutboxKind[];
  const kindsKey = kinds.join(',');
  const items = useLocalQuery(
    (db) => db.outbox.where('kind').anyOf(kindsKey.split(',')).toArray(),
    [kindsKey],
  );
  /** Requests seen waiting after a failed try (or waiting when the app opened). */
  const owed = useRef<Set<string> | null>(null);

  const announce = useEffectEvent((item: OutboxItem) => {
    const messages = toasts[item.kind];
    if (!messages || isDeliveryClaimed(item.id)) return;
    toast(item.status === 'sent' ? messages.sent(item) : messages.refused(item));
  });

  useEffect(() => {
    if (!items) return;
    if (owed.current === null) {
      owed.current = new Set(items.filter(isWaiting).map((item) => item.id));
      return;
    }
    for (const item of items) {
      // attempts > 0: the first send did not get through, so the form said "saved", not "done".
      if (isWaiting(item) && item.attempts > 0) owed.current.add(item.id);
      else if (owed.current.has(item.id) && (item.status === 'sent' || isRefused(item))) {
        owed.current.delete(item.id);
        announce(item);
      }
    }
  }, [items]);

  return null;
}
