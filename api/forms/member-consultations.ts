/**
 * The consultation requests a member sent while signed in, for the sync pull (api/sync): the
 * dashboard shows when the concierge replied or arranged the call, on every device.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ConsultationDetails } from '@shared/concierge-api';
import type { Consultation } from '@shared/schemas/consultation';
import type { MemberConsultation } from '@shared/sync-api';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema/forms';

/** The consultation requests the member sent while signed in, newest first. */
export function memberConsultations(db: Db, userId: string, ids?: number[]): MemberConsultation[] {
  const mine = and(eq(contactMessages.userId, userId), eq(contactMessages.kind, 'consultation'));
  return db
    .select()
    .from(contactMessages)
    .where(ids ? and(mine, inArray(contactMessages.id, ids)) : mine)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .all()
    .flatMap((r) => {
      // Every consultation is stored with its wizard's fields, which consultationRequestSchema
      // checked on the way in: they are the schema's picklist values.
      if (!r.details) return [];
      const details = r.details as ConsultationDetails & Pick<Consultation, WizardChoice>;
      return {
        id: String(r.id),
        clientId: r.clientId,
        callType: details.callType,
        preferredDate: details.preferredDate,
        preferredTime: details.preferredTime,
        topic: details.topic,
        message: r.message,
        phoneNumber: r.phoneNumber ?? '',
        appleId: details.appleId ?? '',
        status: r.status,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      };
    });
}

type WizardChoice = 'callType' | 'preferredTime' | 'topic';
