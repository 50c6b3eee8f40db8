/**
 * What the console may do with money (docs/decisions/006-console-refunds.md): refund an order,
 * charge an installment again, resolve one by hand. Built once per app, from the payments deps,
 * so the console holds these calls and never the gateway; each writes its audit entry in its own
 * transaction. The refunder remembers the refunds in flight, so a second click waits.
 */
import type { SessionUser } from '@shared/api';
import type { OrderRefund } from '@shared/schemas/concierge-orders';
import { resolveInstallment, type ResolveOutcome } from './installments/installment-resolve';
import { retryInstallment, type RetryOutcome } from './installments/installment-retry';
import type { PaymentsDeps } from './payments-deps';
import { orderRefunder, type RefundOutcome } from './refunds/console-refund';

type Staff = Pick<SessionUser, 'id' | 'email' | 'role'>;

export interface ConsoleMoney {
  refundOrder(staff: Staff, orderId: string, input: OrderRefund): Promise<RefundOutcome>;
  retryInstallment(staff: Staff, installmentId: number): Promise<RetryOutcome>;
  resolveInstallment(staff: Staff, installmentId: number, note: string): ResolveOutcome;
}

export function consoleMoney(deps: PaymentsDeps): ConsoleMoney {
  const refundOrder = orderRefunder(deps);
  return {
    refundOrder,
    retryInstallment: (staff, id) => retryInstallment(deps, staff, id),
    resolveInstallment: (staff, id, note) =>
      resolveInstallment(deps.db, staff, id, note, deps.clock()),
  };
}
