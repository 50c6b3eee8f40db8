import { useId, useState, type FormEvent } from 'react';
import type { ConciergeOrder } from '@shared/concierge-api';
import { Button } from '@app/components/ui/button';
import { toast } from '@app/components/ui/toast-store';
import { useOrderActions } from '../../data/use-order-actions';
import { useConsoleStaff } from '../../lib/console-context';
import { centsLabel } from '../../lib/format';
import { canRefund, canShip, reasonWords, refundBarred } from '../../lib/order-rules';
import { orderStatus } from '../../lib/status-words';
import { ActionFailure, OfflineHint } from '../common/action-notices';
import { ConsoleInput } from '../common/console-fields';
import { Panel } from '../common/panel';
import { StatusPill } from '../common/status-pill';
import { RefundDialog } from './refund-dialog';

interface OrderActionsProps {
  order: ConciergeOrder;
  onChanged: (order: ConciergeOrder) => void;
}

/** Mark shipped with carrier and tracking; Refund, after a confirmation naming the amount. */
export function OrderActions({ order, onChanged }: OrderActionsProps) {
  const staff = useConsoleStaff();
  const actions = useOrderActions(order, onChanged);
  const offlineHintId = useId();
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [refunding, setRefunding] = useState(false);
  const shippable = canShip(order);
  const refundable = canRefund(order);
  const barred = refundBarred(order, staff.role);
  const waits = actions.busy || !actions.online;
  const describedBy = actions.online ? undefined : offlineHintId;

  const ship = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await actions.ship({ carrier, trackingNumber }))) return;
    setCarrier('');
    setTrackingNumber('');
    toast({ title: 'Marked shipped', description: 'The buyer is mailed the tracking number.' });
  };

  return (
    <Panel title="Actions" aside={<StatusPill status={orderStatus(order)} />}>
      {!shippable && !refundable ? (
        <p className="text-sm leading-relaxed text-stone-300">Nothing waits on this order.</p>
      ) : (
        <div className="flex flex-col gap-6">
          {shippable && (
            <form
              noValidate
              onSubmit={ship}
              aria-label="Mark shipped"
              className="flex flex-col gap-4"
            >
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                <ConsoleInput
                  label="Carrier"
                  placeholder="DHL Express"
                  value={carrier}
                  onChange={(e) => setCarrier(e.target.value)}
                  error={actions.issues.carrier}
                />
                <ConsoleInput
                  label="Tracking number"
                  autoComplete="off"
                  value={trackingNumber}
                  onChange={(e) => setTrackingNumber(e.target.value)}
                  error={actions.issues.trackingNumber}
                />
              </div>
              <Button
                type="submit"
                size="sm"
                disabled={waits}
                aria-describedby={describedBy}
                className="self-start"
              >
                {actions.busy ? 'Sending…' : 'Mark shipped'}
              </Button>
            </form>
          )}
          {refundable && (
            <div
              className={
                shippable
                  ? 'flex flex-col gap-2 border-t border-white/6 pt-5'
                  : 'flex flex-col gap-2'
              }
            >
              <p className="text-sm text-stone-300">
                {order.refundReason
                  ? `Flagged for a refund (${reasonWords(order.refundReason).toLowerCase()}): `
                  : ''}
                Refund {centsLabel(order.amountCents)} through the payments gateway.
              </p>
              {barred && <p className="text-xs text-gold-200">{barred}</p>}
              <Button
                variant={order.refundReason ? 'gold' : 'outline'}
                size="sm"
                className="self-start"
                disabled={Boolean(barred)}
                onClick={() => {
                  actions.clear();
                  setRefunding(true);
                }}
              >
                Refund…
              </Button>
            </div>
          )}
          {!refunding && <ActionFailure failure={actions.failure} />}
          <OfflineHint id={offlineHintId} online={actions.online} />
        </div>
      )}
      <RefundDialog order={order} open={refunding} onOpenChange={setRefunding} actions={actions} />
    </Panel>
  );
}
