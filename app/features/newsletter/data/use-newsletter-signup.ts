import { useEffect, useState } from 'react';
import { API } from '@shared/api';
import type { Newsletter } from '@shared/schemas/newsletter';
import type { SubmitOutcome } from '@app/local/outbox/outbox';
import { keepOutboxAtHand, loadOutbox } from '@app/components/forms/load-outbox';

/** Sends the footer signup through the outbox; a resend after a refusal replaces the refused item. */
export function useNewsletterSignup() {
  const [failedId, setFailedId] = useState<string>();
  useEffect(keepOutboxAtHand, []);
  async function subscribe(values: Newsletter): Promise<SubmitOutcome> {
    const { submit } = await loadOutbox();
    const outcome = await submit({
      kind: 'newsletter',
      url: API.newsletter,
      body: values,
      replaces: failedId,
    });
    // A stored refusal is replaced by the next try; nothing was stored when storage is full.
    if (outcome.status !== 'storage-full') {
      setFailedId(outcome.status === 'failed' ? outcome.id : undefined);
    }
    return outcome;
  }
  return { subscribe };
}
