import { useLocalQuery } from '@app/lib/use-local-query';
import { useEffect, useRef, useState } from 'react';
import { API } from '@shared/api';
import { WAITLIST_INTERESTS } from '@shared/constants';
import type { SubmitOutcome } from '@app/local/outbox/outbox';
import { keepOutboxAtHand, loadOutbox } from '@app/components/forms/load-outbox';
import { claimDelivery } from '@app/components/forms/delivery-claims';
import { isDeferred, isRefused } from '@app/components/forms/use-outbox-item';
import { PERSON_KEYS, type PersonFields } from '@app/components/forms/person-fields';
import { textFieldsOf } from '@app/components/forms/text-fields-of';

interface Handlers {
  /** A request saved while offline was delivered later by the sync engine. */
  onLaterJoined: () => void;
  /** A request saved while offline was later refused: its values and the server's issues. */
  onLaterFailure: (values: PersonFields, issues: Record<string, string> | undefined) => void;
}

/**
 * Joins through the outbox and keeps watching the last request: a queued one until the sync
 * engine delivers it, a refused one so the resend replaces it instead of sending it twice.
 */
export function useJoinWaitlist({ onLaterJoined, onLaterFailure }: Handlers) {
  const [trackedId, setTrackedId] = useState<string>();
  const [trackedQueued, setTrackedQueued] = useState(false);
  const queuedIds = useRef(new Set<string>());
  const tracked = useLocalQuery(
    (db) => (trackedId ? db.outbox.where('id').equals(trackedId).first() : undefined),
    [trackedId],
  );

  useEffect(keepOutboxAtHand, []);

  // While this form is on screen it answers for its request; the layout's notifier stays quiet.
  useEffect(() => (trackedId ? claimDelivery(trackedId) : undefined), [trackedId]);

  // The sync engine changes the stored item outside React: an external event, hence an effect.
  useEffect(() => {
    if (!tracked || !queuedIds.current.has(tracked.id)) return;
    if (tracked.status === 'sent') {
      queuedIds.current.delete(tracked.id);
      onLaterJoined();
    } else if (isRefused(tracked)) {
      queuedIds.current.delete(tracked.id);
      onLaterFailure(textFieldsOf(tracked.body, PERSON_KEYS), tracked.issues);
    }
  }, [tracked, onLaterJoined, onLaterFailure]);

  async function join(values: PersonFields): Promise<SubmitOutcome> {
    const { outboxItem, submit } = await loadOutbox();
    const previous = await outboxItem(trackedId);
    const outcome = await submit({
      kind: 'waitlist',
      url: API.waitlist,
      body: { ...values, interests: WAITLIST_INTERESTS.waitlist },
      replaces: isRefused(previous) ? previous?.id : undefined,
    });
    // Nothing was stored: keep following the previous request, if any.
    if (outcome.status === 'storage-full') return outcome;
    const kept = outcome.status === 'queued' || outcome.status === 'retrying';
    if (kept) queuedIds.current.add(outcome.id);
    setTrackedId(outcome.id);
    setTrackedQueued(kept);
    return outcome;
  }

  const inOutbox = tracked?.status === 'pending' || tracked?.status === 'sending';
  const waiting = trackedQueued && inOutbox;
  return { join, waiting, deferred: waiting && isDeferred(tracked) };
}
