/**
 * 'Resolve': a person at the club settled an installment by hand (paid another way, forgiven,
 * refunded), with a note of how. The timer never takes a resolved row, the buyer's confirmation
 * link says nothing is due, and the order's flag is lifted once nothing else waits. One IMMEDIATE
 * transaction with the audit entry.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '@shared/api';
import type { ConciergeInstallment, InstallmentStatus } from '@shared/concierge-api';
import type { Db } from '../../db/client';
import { scheduledCharges } from '../../db/schema/payments';
import { refreshInstallmentAttention } from './installment-settlement';
import { writeAudit } from '../../db/audit-log';
import { findInstallment } from './console-installments';

/** What waits for a person: a charge given up, one the bank holds for the buyer, one in doubt. */
const RESOLVABLE: InstallmentStatus[] = ['failed', 'action_required', 'processing'];

export const notResolvableMessage = (status: string) =>
  `Only a failed installment, or one waiting or in doubt, is resolved by hand: this one is ${status}.`;

export type ResolveOutcome =
  | { kind: 'resolved'; installment: ConciergeInstallment }
  | { kind: 'not_found' }
  | { kind: 'refused'; message: string };

const auditView = (i: ConciergeInstallment) => ({
  status: i.status,
  resolvedAt: i.resolvedAt,
  resolutionNote: i.resolutionNote,
});

export function resolveInstallment(
  db: Db,
  staff: Pick<SessionUser, 'id' | 'email'>,
  id: number,
  note: string,
  now: Date,
): ResolveOutcome {
  return db.transaction(
    (tx): ResolveOutcome => {
      const before = findInstallment(tx, id);
      if (!before) return { kind: 'not_found' };
      if (!RESOLVABLE.includes(before.status)) {
        return { kind: 'refused', message: notResolvableMessage(before.status) };
      }
      tx.update(scheduledCharges)
        .set({
          status: 'resolved',
          resolvedAt: now.toISOString(),
          resolvedBy: staff.email,
          resolutionNote: note,
        })
        .where(and(eq(scheduledCharges.id, id), inArray(scheduledCharges.status, RESOLVABLE)))
        .run();
      refreshInstallmentAttention(tx, before.orderId);
      const after = findInstallment(tx, id);
      if (!after) throw new Error(`installment ${id} vanished while it was resolved`);
      writeAudit(
        tx,
        staff,
        {
          action: 'installment.resolved',
          entityType: 'installment',
          entityId: String(id),
          before: auditView(before),
          after: auditView(after),
        },
        now,
      );
      return { kind: 'resolved', installment: after };
    },
    { behavior: 'immediate' },
  );
}
