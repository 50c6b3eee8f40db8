/**
 * A staff member moves a booking along its workflow (shared/booking-workflow.ts). The version
 * check, the change and its audit entry are one IMMEDIATE transaction: the write lock is taken
 * before the row is read, so a second staff member (or the staff CLI's process) acting at once
 * waits, then finds the version moved on and is told so. The UPDATE is conditional on the version
 * as well, so no path can overwrite a change it has not seen.
 */
import type { SessionUser } from '@shared/api';
import { canMoveBooking, type BookingStatus } from '@shared/booking-workflow';
import type { BookingUpdate } from '@shared/schemas/concierge';
import type { Db } from '../../db/client';
import type { MailContext } from '../../mail/mail-context';
import { centsToDecimal, priceTextToCents } from '../../lib/money';
import { writeAudit } from '../../db/audit-log';
import { nextUpdatedAt } from '../../db/row-version';
import {
  findBookingRow,
  queueBookingAnswerMail,
  queueBookingAnswerPush,
  writeBookingStep,
  type BookingStep,
} from '../../bookings';

export type BookingUpdateOutcome =
  | { kind: 'updated' }
  | { kind: 'not_found' }
  | { kind: 'stale' }
  | { kind: 'refused'; from: BookingStatus };

type WorkflowFields = BookingStep;

/** What the audit entry keeps of the booking: the fields a workflow step changes, as sent. */
const auditView = (r: WorkflowFields) => ({
  status: r.status,
  quotedPrice: r.quotedPriceCents === null ? null : centsToDecimal(r.quotedPriceCents),
  conciergeNote: r.staffNote,
  statusChangedAt: r.statusChangedAt,
  updatedAt: r.updatedAt,
});

export function updateBooking(
  db: Db,
  staff: Pick<SessionUser, 'id' | 'email'>,
  id: string,
  input: BookingUpdate,
  now: Date,
  mail: MailContext,
): BookingUpdateOutcome {
  return db.transaction(
    (tx): BookingUpdateOutcome => {
      const row = findBookingRow(tx, id);
      if (!row) return { kind: 'not_found' };
      if (row.updatedAt !== input.expectedUpdatedAt) return { kind: 'stale' };
      if (!canMoveBooking(row.status, input.status)) return { kind: 'refused', from: row.status };

      const quoted = input.quotedPrice === undefined ? null : priceTextToCents(input.quotedPrice);
      const changes: WorkflowFields = {
        status: input.status,
        // A quote sets the price; later steps keep it, so the member still sees what was agreed.
        quotedPriceCents: quoted ?? row.quotedPriceCents,
        // The note belongs to its step: a step without one leaves no earlier note standing.
        staffNote: input.note ?? null,
        statusChangedAt: now.toISOString(),
        updatedAt: nextUpdatedAt(row.updatedAt, now),
      };
      if (!writeBookingStep(tx, id, changes, input.expectedUpdatedAt)) return { kind: 'stale' };
      writeAudit(
        tx,
        staff,
        {
          action: `booking.${input.status}`,
          entityType: 'booking',
          entityId: id,
          before: auditView(row),
          after: auditView(changes),
        },
        now,
      );
      // The guest hears of the step once it is made; the worker sends it after the commit.
      queueBookingAnswerMail(tx, id, mail, now);
      // And the member's devices, in the same transaction (issue 38): sent after it commits.
      queueBookingAnswerPush(tx, id, now);
      return { kind: 'updated' };
    },
    { behavior: 'immediate' },
  );
}
