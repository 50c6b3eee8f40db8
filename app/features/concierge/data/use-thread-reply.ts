import { useState } from 'react';
import type { ConciergeThreadDetail } from '@shared/threads-api';
import { ConciergeThreadReplySchema } from '@shared/schemas/concierge-threads';
import { checkInput } from '../lib/check-input';
import { consoleApi } from './console-api';
import { useStaffAction } from './use-staff-action';

/** A staff message in a member's conversation: kept there, and mailed to the member. */
export function useThreadReply(
  thread: ConciergeThreadDetail,
  onChanged: (detail: ConciergeThreadDetail) => void,
) {
  const action = useStaffAction();
  const [issues, setIssues] = useState<Record<string, string>>({});

  /** Words, the ids of files staff uploaded for this reply, or both. */
  async function reply(body: string, attachmentIds: string[] = []): Promise<boolean> {
    const checked = checkInput(ConciergeThreadReplySchema, { body, attachmentIds });
    setIssues(checked.ok ? {} : checked.issues);
    if (!checked.ok) return false;
    const result = await action.run(() => consoleApi.replyInThread(thread.id, checked.value));
    if (result.ok) onChanged(result.value);
    else if (result.failure.kind === 'invalid') setIssues(result.failure.issues);
    return result.ok;
  }

  return { reply, issues, busy: action.busy, online: action.online, failure: action.failure };
}
