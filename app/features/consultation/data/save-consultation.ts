import type { Consultation } from '@shared/schemas/consultation';
import type { ConsultationRequest } from '@app/local/db';
import { currentOwnerId } from '@app/local/outbox-owner';
import { localDb } from '@app/local/local-db';

/**
 * Keeps the request on this device before anything else (spec 4 makes no call): it is not lost
 * if the tab closes during the wait, and the member's dashboard can list it.
 */
export async function saveConsultation(values: Consultation): Promise<ConsultationRequest> {
  const db = await localDb();
  // Stamped with the signed-in member so the dashboard lists only their own requests.
  const ownerId = await currentOwnerId(db);
  const request: ConsultationRequest = {
    ...values,
    id: crypto.randomUUID(),
    createdAt: Date.now(),
    status: 'requested',
    ...(ownerId === undefined ? {} : { ownerId }),
  };
  await db.consultations.add(request);
  return request;
}
