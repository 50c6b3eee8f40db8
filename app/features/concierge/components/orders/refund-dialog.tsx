import { useState } from 'react';
import type { ConciergeOrder } from '@shared/concierge-api';
import { CheckboxField } from '@app/components/forms/checkbox-field';
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
  // A shop order's units: still on the shelf when not shipped; shipped, back only once returned.
  const [restock, setRestock] = useState(order.shippedAt === null);
  const amount = centsLabel(order.amountCents);
  const units = order.quantity === 1 ? 'unit' : `${order.quantity} units`;
  const refund = async () => {
    if (!(await actions.refund(note, order.kind === 'product' ? restock : undefined))) return;
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
      {order.kind === 'product' && (
        <CheckboxField
          className="mb-4"
          label={
            order.shippedAt
              ? `The ${units} came back: put ${order.quantity === 1 ? 'it' : 'them'} on sale again`
              : `Put the ${units} back on sale${order.size ? ` (size ${order.size})` : ''}`
          }
          checked={restock}
          onChange={(e) => setRestock(e.target.checked)}
          error={actions.issues.restock}
        />
      )}
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
