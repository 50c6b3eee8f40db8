import { API } from '@shared/api';
import type { Consultation } from '@shared/schemas/consultation';
import type { ConsultationRequestBody } from '@shared/schemas/consultation-request';
import type { ClubDB, ConsultationRequest } from '@app/local/db/db';
import { enqueue, flushOutbox } from '@app/local/outbox/outbox';
import { currentOwnerId } from '@app/local/outbox/outbox-owner';
import { localDb } from '@app/local/db/local-db';

/**
 * Keeps the request on this device and puts it in the outbox for the club's inbox, in one
 * transaction, before spec 4's simulated wait: it is not lost if the tab closes meanwhile, the
 * member's dashboard can list it, and the outbox delivers it exactly once (POST /api/consultations).
 */
export async function saveConsultation(
  values: Consultation,
  opts: { db?: ClubDB; now?: () => number } = {},
): Promise<ConsultationRequest> {
  const db = opts.db ?? (await localDb());
  const now = opts.now ?? Date.now;
  const id = crypto.randomUUID();
  const body: ConsultationRequestBody = { ...values, id };
  const request = await db.transaction('rw', db.consultations, db.outbox, db.session, async () => {
    // Stamped with the signed-in member so the dashboard lists only their own requests.
    const ownerId = await currentOwnerId(db);
    const row: ConsultationRequest = {
      ...values,
      id,
      createdAt: now(),
      status: 'requested',
      ...(ownerId === undefined ? {} : { ownerId }),
    };
    await db.consultations.add(row);
    await enqueue({ kind: 'consultation', url: API.consultations, body }, { db, now });
    return row;
  });
  // Sent at once when online; offline or refused, the outbox keeps it and says so.
  void flushOutbox({ db, now }).catch(() => undefined);
  return request;
}
