import { useState } from 'react';
import type { ConciergeOrder } from '@shared/concierge-api';
import { toast } from '@app/components/ui/toast-store';
import type { useOrderActions } from '../../data/use-order-actions';
import { centsLabel } from '../../lib/format';
import { ActionDialog } from '../common/action-dialog';
import { ConsoleTextarea } from '../common/console-fields';

interface RefundDialogProps {
  order: ConciergeOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actions: ReturnType<typeof useOrderActions>;
}

/** The refund, confirmed with its amount and who gets it back; an optional note for the log. */
export function RefundDialog({ order, open, onOpenChange, actions }: RefundDialogProps) {
  const [note, setNote] = useState('');
  const amount = centsLabel(order.amountCents);
  const refund = async () => {
    if (!(await actions.refund(note))) return;
    setNote('');
    onOpenChange(false);
    toast({ title: `Refunded ${amount}`, description: order.email ?? undefined });
  };
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Refund ${amount}?`}
      description={
        <>
          {amount} goes back to {order.email ?? 'the buyer'} through the payments gateway, for “
          {order.description}”. A refund cannot be undone.
        </>
      }
      submitLabel={`Refund ${amount}`}
      onSubmit={() => void refund()}
      busy={actions.busy}
      online={actions.online}
      failure={actions.failure}
    >
      <ConsoleTextarea
        label="Note for the audit log (optional)"
        rows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={actions.issues.note}
      />
    </ActionDialog>
  );
}
