import { useState } from 'react';
import type { ConciergeInstallment } from '@shared/concierge-api';
import { InstallmentResolveSchema } from '@shared/schemas/concierge-installments';
import { toast } from '@app/components/ui/toast-store';
import { consoleApi } from '../../data/console-api';
import { useDrafts, useRecordAction } from '../../data/use-record-action';
import { checkInput } from '../../lib/check-input';
import { centsLabel, dayLabel } from '../../lib/format';
import { ActionDialog } from '../common/action-dialog';
import { ConsoleTextarea } from '../common/console-fields';

type Action = ReturnType<typeof useRecordAction<ConciergeInstallment>>;

/** Retry now: one charge, under the scheduler's rules (never a second one for the same due). */
export function RetryDialog({ action, onDone }: { action: Action; onDone: () => void }) {
  const installment = action.record;
  if (!installment) return null;
  const amount = centsLabel(installment.amountCents);
  const send = async () => {
    const done = await action.send((base) => consoleApi.retryInstallment(base.id));
    if (!done) return;
    toast({
      title: done.status === 'paid' ? `${amount} charged` : 'Charge attempted',
      description: done.lastError ?? undefined,
    });
    onDone();
  };
  return (
    <ActionDialog
      open={action.open}
      onOpenChange={action.setOpen}
      title={`Charge ${amount} now?`}
      description={`The installment due ${dayLabel(installment.dueOn)} for ${installment.email ?? 'the buyer'} is charged to the card on file, once.`}
      submitLabel={`Charge ${amount}`}
      onSubmit={() => void send()}
      busy={action.busy}
      online={action.online}
      failure={action.failure}
    />
  );
}

/** Resolve: settled by hand, and how, for the next person who looks. */
export function ResolveDialog({ action, onDone }: { action: Action; onDone: () => void }) {
  const notes = useDrafts();
  const [issues, setIssues] = useState<Record<string, string>>({});
  const installment = action.record;
  if (!installment) return null;
  const note = notes.draft(installment.id);
  const send = async () => {
    const checked = checkInput(InstallmentResolveSchema, { note });
    setIssues(checked.ok ? {} : checked.issues);
    if (!checked.ok) return;
    const done = await action.send((base) => consoleApi.resolveInstallment(base.id, checked.value));
    if (!done) return;
    notes.clearDraft(installment.id);
    toast({ title: 'Installment resolved' });
    onDone();
  };
  return (
    <ActionDialog
      open={action.open}
      onOpenChange={action.setOpen}
      title="Resolve by hand"
      description={`${centsLabel(installment.amountCents)} due ${dayLabel(installment.dueOn)}: no further charge will be tried.`}
      submitLabel="Resolve"
      onSubmit={() => void send()}
      busy={action.busy}
      online={action.online}
      failure={action.failure}
    >
      <ConsoleTextarea
        label="How it was settled"
        value={note}
        onChange={(e) => notes.setDraft(installment.id, e.target.value)}
        error={issues.note}
        placeholder="Paid by bank transfer on 12 March."
      />
    </ActionDialog>
  );
}
