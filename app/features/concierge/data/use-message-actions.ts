import { useState } from 'react';
import type { ConciergeMessageDetail } from '@shared/concierge-api';
import { MessageReplySchema } from '@shared/schemas/concierge-messages';
import { checkInput } from '../lib/check-input';
import { consoleApi } from './console-api';
import { useStaffAction, type ActionResult } from './use-staff-action';

/**
 * Reply (mailed to the sender, kept with the message) and Mark handled, each based on the version
 * on screen. A stale one shows the message as it is now; the reply typed is the caller's, kept.
 */
export function useMessageActions(
  detail: ConciergeMessageDetail,
  onChanged: (detail: ConciergeMessageDetail) => void,
) {
  const action = useStaffAction();
  const [issues, setIssues] = useState<Record<string, string>>({});
  const { message } = detail;

  const settle = (result: ActionResult<ConciergeMessageDetail>) => {
    if (result.ok) onChanged(result.value);
    else if (result.failure.kind === 'invalid') setIssues(result.failure.issues);
    // The 409's `current` is the message's detail (shared/concierge-api.ts MessageConflictBody).
    else if (result.failure.kind === 'conflict')
      onChanged(result.failure.current as ConciergeMessageDetail);
    return result.ok;
  };

  async function reply(body: string): Promise<boolean> {
    const checked = checkInput(MessageReplySchema, { body, expectedUpdatedAt: message.updatedAt });
    setIssues(checked.ok ? {} : checked.issues);
    if (!checked.ok) return false;
    return settle(await action.run(() => consoleApi.reply(message.id, checked.value)));
  }

  async function markHandled(): Promise<boolean> {
    setIssues({});
    const body = { expectedUpdatedAt: message.updatedAt };
    return settle(await action.run(() => consoleApi.markHandled(message.id, body)));
  }

  return {
    reply,
    markHandled,
    issues,
    busy: action.busy,
    online: action.online,
    failure: action.failure,
  };
}
