import { useId, useState, type FormEvent } from 'react';
import type { ConciergeMessageDetail } from '@shared/concierge-api';
import { Button } from '@app/components/ui/button';
import { toast } from '@app/components/ui/toast-store';
import { useMessageActions } from '../../data/use-message-actions';
import { MESSAGE_STATUS } from '../../lib/status-words';
import { ActionFailure, OfflineHint } from '../common/action-notices';
import { ConsoleTextarea } from '../common/console-fields';
import { Panel } from '../common/panel';
import { StatusPill } from '../common/status-pill';

interface MessageActionsProps {
  detail: ConciergeMessageDetail;
  onChanged: (detail: ConciergeMessageDetail) => void;
}

/** Reply by mail from the console, and Mark handled. */
export function MessageActions({ detail, onChanged }: MessageActionsProps) {
  const actions = useMessageActions(detail, onChanged);
  const offlineHintId = useId();
  const [reply, setReply] = useState('');
  const { message } = detail;
  const waits = actions.busy || !actions.online;
  const describedBy = actions.online ? undefined : offlineHintId;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await actions.reply(reply))) return;
    setReply('');
    toast({ title: 'Reply sent', description: `Mailed to ${message.email}` });
  };
  const handled = async () => {
    if (await actions.markHandled()) toast({ title: 'Marked handled' });
  };

  return (
    <Panel title="Answer" aside={<StatusPill status={MESSAGE_STATUS[message.status]} />}>
      <form noValidate onSubmit={send} aria-label="Reply" className="flex flex-col gap-4">
        <ConsoleTextarea
          label={`Reply to ${message.name}`}
          hint="Mailed from the club, and kept here with the message."
          rows={7}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
          error={actions.issues.body}
        />
        <ActionFailure failure={actions.failure} />
        <OfflineHint id={offlineHintId} online={actions.online} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="sm" disabled={waits} aria-describedby={describedBy}>
            {actions.busy ? 'Sending…' : 'Send reply'}
          </Button>
          {message.status !== 'handled' && (
            <Button
              variant="outline"
              size="sm"
              disabled={waits}
              aria-describedby={describedBy}
              onClick={() => void handled()}
            >
              Mark handled
            </Button>
          )}
        </div>
      </form>
    </Panel>
  );
}
