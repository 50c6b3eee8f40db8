import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { OutboxItem, OutboxKind } from '@app/local/db/db';
import type { SubmitOutcome } from '@app/local/outbox/outbox';
import { localDb } from '@app/local/db/local-db';
import { whenLocalWanted } from '@app/local/db/local-start';
import { claimDelivery } from './delivery-claims';
import { keepOutboxAtHand, loadOutbox } from './load-outbox';
import { serverMessageOf } from './server-message';
import { isDeferred, isRefused, isWaiting, useOutboxItem } from './use-outbox-item';

export interface OutboxSubmissionOptions {
  kind: OutboxKind;
  url: string;
  /** A request that had to wait in the outbox has now reached the server. */
  onDelivered: (item: OutboxItem) => void;
  /** A request that had to wait was refused by the server (its `error` and `issues` say why). */
  onRefused: (item: OutboxItem) => void;
  /**
   * On mount, the newest request of this kind still in the outbox (saved before a reload, or
   * refused) is picked up again, so the form can say it is waiting or let the user fix it.
   * Return false to leave it alone; restore a refused item's values into the form here.
   */
  onAdopt?: (item: OutboxItem) => boolean;
}

/** What happened to a request; a refusal carries the server's own message when it sent one. */
export type SubmissionResult = SubmitOutcome & { serverMessage?: string };

export interface OutboxSubmission {
  send: (body: unknown) => Promise<SubmissionResult>;
  /** The last request is saved on this device and not delivered yet. */
  waiting: boolean;
  /** It waits because the server said "not now" (5xx, 429), not because of the connection. */
  deferred: boolean;
  /** The last request was refused and is kept (in the outbox) until resent or discarded. */
  refused: OutboxItem | undefined;
}

/**
 * A form's write through the outbox, watched until the server has it. A resend after a refusal
 * replaces the refused item, so a corrected request is sent once, not twice.
 */
export function useOutboxSubmission(options: OutboxSubmissionOptions): OutboxSubmission {
  const { kind, url } = options;
  const [trackedId, setTrackedId] = useState<string>();
  /** Ids whose outcome the form still owes the user (queued or adopted, not yet settled). */
  const owed = useRef(new Set<string>());
  const sentOnce = useRef(false);
  const tracked = useOutboxItem(trackedId);

  const delivered = useEffectEvent((item: OutboxItem) => options.onDelivered(item));
  const refusedLater = useEffectEvent((item: OutboxItem) => options.onRefused(item));
  const adopt = useEffectEvent((item: OutboxItem) => options.onAdopt?.(item) ?? true);

  useEffect(keepOutboxAtHand, []);

  useEffect(() => {
    let cancelled = false;
    // A device that never opened its database holds nothing to pick up: on a first visit the
    // look waits until something opens it (local-start.ts), a submission first of all, rather
    // than loading the database's code (Dexie, the sync engine: ~45 KiB) for the form's mount.
    const stop = whenLocalWanted(() => {
      void latestUnsettled(kind).then((item) => {
        // A submission made meanwhile is the one to follow.
        if (cancelled || !item || sentOnce.current || !adopt(item)) return;
        if (isWaiting(item)) owed.current.add(item.id);
        setTrackedId(item.id);
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [kind]);

  useEffect(() => (trackedId ? claimDelivery(trackedId) : undefined), [trackedId]);

  // The sync engine settles the item outside React: an external event, hence an effect.
  useEffect(() => {
    if (!tracked || !owed.current.has(tracked.id)) return;
    if (tracked.status === 'sent') {
      owed.current.delete(tracked.id);
      delivered(tracked);
    } else if (isRefused(tracked)) {
      owed.current.delete(tracked.id);
      refusedLater(tracked);
    }
  }, [tracked]);

  async function send(body: unknown): Promise<SubmissionResult> {
    sentOnce.current = true;
    const { outboxItem, submit } = await loadOutbox();
    const previous = await outboxItem(trackedId);
    const outcome = await submit({
      kind,
      url,
      body,
      replaces: isRefused(previous) ? previous?.id : undefined,
    });
    // Nothing was stored: keep following the previous request, if any.
    if (outcome.status === 'storage-full') return outcome;
    // Kept and retried either way: the form owes the user its later fate.
    if (outcome.status === 'queued' || outcome.status === 'retrying') owed.current.add(outcome.id);
    setTrackedId(outcome.id);
    if (outcome.status !== 'failed') return outcome;
    const refused = await outboxItem(outcome.id);
    return { ...outcome, serverMessage: serverMessageOf(refused) };
  }

  return {
    send,
    waiting: isWaiting(tracked),
    deferred: isWaiting(tracked) && isDeferred(tracked),
    refused: tracked && isRefused(tracked) ? tracked : undefined,
  };
}

async function latestUnsettled(kind: OutboxKind): Promise<OutboxItem | undefined> {
  try {
    const db = await localDb();
    return await db.outbox
      .where('kind')
      .equals(kind)
      .filter((item) => item.status !== 'sent')
      .last();
  } catch {
    return undefined; // no IndexedDB (private mode): nothing to pick up
  }
}
