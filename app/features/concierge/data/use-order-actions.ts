import { useState } from 'react';
import type { ConciergeOrder } from '@shared/concierge-api';
import { OrderRefundSchema, OrderShipSchema } from '@shared/schemas/concierge-orders';
import { checkInput } from '../lib/check-input';
import { consoleApi } from './console-api';
import { useStaffAction, type ActionResult } from './use-staff-action';

export interface ShipDraft {
  carrier: string;
  trackingNumber: string;
}

/**
 * Mark shipped (the buyer is mailed carrier and tracking) and Refund (through the payments
 * gateway), each based on the order as shown. A stale one puts the order as it is now on screen.
 */
export function useOrderActions(order: ConciergeOrder, onChanged: (order: ConciergeOrder) => void) {
  const action = useStaffAction();
  const [issues, setIssues] = useState<Record<string, string>>({});

  const settle = (result: ActionResult<ConciergeOrder>) => {
    if (result.ok) onChanged(result.value);
    else if (result.failure.kind === 'invalid') setIssues(result.failure.issues);
    // The 409's `current` is the order (shared/concierge-api.ts OrderConflictBody).
    else if (result.failure.kind === 'conflict')
      onChanged(result.failure.current as ConciergeOrder);
    return result.ok;
  };

  async function ship(draft: ShipDraft): Promise<boolean> {
    const checked = checkInput(OrderShipSchema, { ...draft, expectedUpdatedAt: order.updatedAt });
    setIssues(checked.ok ? {} : checked.issues);
    if (!checked.ok) return false;
    return settle(await action.run(() => consoleApi.ship(order.id, checked.value)));
  }

  async function refund(note: string, restock?: boolean): Promise<boolean> {
    const input = { note, restock, expectedUpdatedAt: order.updatedAt };
    const checked = checkInput(OrderRefundSchema, input);
    setIssues(checked.ok ? {} : checked.issues);
    if (!checked.ok) return false;
    return settle(await action.run(() => consoleApi.refund(order.id, checked.value)));
  }

  return {
    ship,
    refund,
    issues,
    busy: action.busy,
    online: action.online,
    failure: action.failure,
    clear: action.clear,
  };
}
