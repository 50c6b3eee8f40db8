import { useState } from 'react';
import type { ConciergeWaitlistEntry } from '@shared/concierge-api';
import { WaitlistContactedSchema } from '@shared/schemas/concierge-waitlist';
import { toast } from '@app/components/ui/toast-store';
import { consoleApi } from '../../data/console-api';
import { useDrafts, useRecordAction } from '../../data/use-record-action';
import { checkInput } from '../../lib/check-input';
import { personName } from '../../lib/format';
import { WAITLIST_STATUS } from '../../lib/status-words';
import { ActionDialog } from '../common/action-dialog';
import { ConsoleTextarea } from '../common/console-fields';

type Action = ReturnType<typeof useRecordAction<ConciergeWaitlistEntry>>;

/** Invite: mails a single-use registration link (14 days) and marks the application invited. */
export function InviteDialog({ action, onDone }: { action: Action; onDone: () => void }) {
  const entry = action.record;
  if (!entry) return null;
  const send = async () => {
    const done = await action.send((base) =>
      consoleApi.invite(base.id, { expectedUpdatedAt: base.updatedAt }),
    );
    if (!done) return;
    toast({ title: 'Invitation sent', description: `${personName(done)} has their link.` });
    onDone();
  };
  return (
    <ActionDialog
      open={action.open}
      onOpenChange={action.setOpen}
      title={`Invite ${personName(entry)}`}
      description={
        <>
          {entry.email} will be mailed a registration link for the club, usable once within 14 days.
          {entry.status === 'invited' && ' A link sent before stops working.'}
        </>
      }
      submitLabel="Send the invitation"
      onSubmit={() => void send()}
      busy={action.busy}
      online={action.online}
      failure={action.failure}
    />
  );
}

/** Mark contacted: what was said, so the next person who opens the application knows. */
export function ContactedDialog({ action, onDone }: { action: Action; onDone: () => void }) {
  const notes = useDrafts();
  const [issues, setIssues] = useState<Record<string, string>>({});
  const entry = action.record;
  if (!entry) return null;
  const note = notes.draft(entry.id);
  const send = async () => {
    const checked = checkInput(WaitlistContactedSchema, {
      note,
      expectedUpdatedAt: entry.updatedAt,
    });
    setIssues(checked.ok ? {} : checked.issues);
    if (!checked.ok) return;
    const done = await action.send((base) =>
      consoleApi.markContacted(base.id, { ...checked.value, expectedUpdatedAt: base.updatedAt }),
    );
    if (!done) return;
    notes.clearDraft(entry.id);
    toast({ title: 'Marked contacted', description: personName(done) });
    onDone();
  };
  return (
    <ActionDialog
      open={action.open}
      onOpenChange={action.setOpen}
      title={`Contacted ${personName(entry)}`}
      description={`Now ${WAITLIST_STATUS[entry.status].label.toLowerCase()}. The note replaces the last one on the application.`}
      submitLabel="Save the note"
      onSubmit={() => void send()}
      busy={action.busy}
      online={action.online}
      failure={action.failure}
    >
      <ConsoleTextarea
        label="What was said"
        value={note}
        onChange={(e) => notes.setDraft(entry.id, e.target.value)}
        error={issues.note}
        placeholder="Called on Tuesday; interested in the spring season."
      />
    </ActionDialog>
  );
}
