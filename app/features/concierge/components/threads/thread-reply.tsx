import { useId, useState, type FormEvent } from 'react';
import type { ConciergeThreadDetail } from '@shared/threads-api';
import { AttachmentPicker } from '@app/components/attachments/attachment-picker';
import { useAttachmentPicker } from '@app/components/attachments/use-attachment-picker';
import { Button } from '@app/components/ui/button';
import { THREADS_API } from '@shared/threads-api';
import { toast } from '@app/components/ui/toast-store';
import { useThreadReply } from '../../data/use-thread-reply';
import { ActionFailure, OfflineHint } from '../common/action-notices';
import { ConsoleTextarea } from '../common/console-fields';
import { Panel } from '../common/panel';

interface ThreadReplyProps {
  thread: ConciergeThreadDetail;
  onChanged: (detail: ConciergeThreadDetail) => void;
}

/** Write to the member: in their app at once, and by mail. */
export function ThreadReply({ thread, onChanged }: ThreadReplyProps) {
  const actions = useThreadReply(thread, onChanged);
  const offlineHintId = useId();
  const [body, setBody] = useState('');
  const picker = useAttachmentPicker(THREADS_API.conciergeAttachments(thread.id));
  const waits = actions.busy || !actions.online || picker.busy;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await actions.reply(body, picker.ids))) return;
    setBody('');
    picker.clear();
    toast({
      title: 'Reply sent',
      description: `In their app, and mailed to ${thread.memberEmail}`,
    });
  };

  return (
    <Panel title="Reply">
      <form noValidate onSubmit={send} aria-label="Reply" className="flex flex-col gap-4">
        <ConsoleTextarea
          label={`Write to ${thread.memberName || thread.memberEmail}`}
          hint="Shown in the member's app within a second, and mailed to them."
          rows={6}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={actions.issues.body}
        />
        <AttachmentPicker picker={picker} />
        <ActionFailure failure={actions.failure} />
        <OfflineHint id={offlineHintId} online={actions.online} />
        <Button
          type="submit"
          size="sm"
          disabled={waits}
          aria-describedby={actions.online ? undefined : offlineHintId}
          className="self-start"
        >
          {actions.busy ? 'Sending…' : 'Send reply'}
        </Button>
      </form>
    </Panel>
  );
}
