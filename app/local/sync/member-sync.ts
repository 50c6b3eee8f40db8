/**
 * The member's records pulled by cursor (issue 23): GET /api/sync answers what changed since the
 * last pull (or everything, as a snapshot), and the answer is written into Dexie in one
 * transaction with the next cursor, so a pull cut short writes nothing and the next one starts
 * from the last cursor fully applied. The screens update through their live queries. The pull is
 * also how the app learns who is signed in (member-pull.ts): a 401 means nobody.
 */
import type { CurrentUser } from '@shared/api';
import { SYNC_API, type MemberConsultation, type SyncPull } from '@shared/sync-api';
import { apiRead } from '../api';
import type { ClubDB, ConsultationRequest } from '../db/db';
import { memberBookingsKey, memberOrdersKey, memberSyncKey } from '../session/session';

/**
 * Asks the server what changed for the member whose copy this device holds (`ownerId`, none when
 * signed out here): the changes after their cursor, or a snapshot of whoever is signed in. Null:
 * nobody is. Throws offline or on a server error, having recorded it for the lists' notices.
 */
export async function fetchMemberChanges(
  db: ClubDB,
  ownerId: string | undefined,
): Promise<SyncPull | null> {
  const cursor = ownerId ? (await db.cacheMeta.get(memberSyncKey(ownerId)))?.cursor : undefined;
  const query = cursor ? `?since=${encodeURIComponent(cursor)}` : '';
  try {
    return await apiRead<SyncPull>(`${SYNC_API.pull}${query}`);
  } catch (err) {
    if (ownerId) {
      const error = err instanceof Error ? err.message : String(err);
      await db.cacheMeta.update(memberBookingsKey(ownerId), { error });
      await db.cacheMeta.update(memberOrdersKey(ownerId), { error });
    }
    throw err;
  }
}

/**
 * Writes one answer for `user` (the member it is about), all of it or nothing: nothing when
 * another member is signed in here by now. A snapshot replaces the member's lists; a delta puts
 * the changed records and deletes the tombstones.
 */
export async function applyMemberChanges(
  db: ClubDB,
  user: CurrentUser,
  answer: SyncPull,
  t: number,
): Promise<boolean> {
  const ownerId = user.id;
  const tables = db.memberTables;
  return db.transaction('rw', tables, async () => {
    const current = (await db.session.get('current'))?.user;
    if (current?.id !== ownerId) return false;
    const owned = <T>(rows: T[]) => rows.map((row) => ({ ...row, ownerId }));
    if (answer.snapshot) {
      await db.memberBookings.where('ownerId').equals(ownerId).delete();
      await db.memberOrders.where('ownerId').equals(ownerId).delete();
      await db.memberThreads.where('ownerId').equals(ownerId).delete();
      await db.memberItineraries.where('ownerId').equals(ownerId).delete();
    } else {
      await db.memberBookings.bulkDelete(answer.removed.bookings);
      await db.memberOrders.bulkDelete(answer.removed.orders);
      await db.memberThreads.bulkDelete(answer.removed.threads);
      await db.memberItineraries.bulkDelete(answer.removed.itineraries);
    }
    await db.memberBookings.bulkPut(owned(answer.bookings));
    await db.memberOrders.bulkPut(owned(answer.orders));
    await db.memberThreads.bulkPut(owned(answer.threads));
    await db.memberItineraries.bulkPut(owned(answer.itineraries));
    await applyConsultations(db, ownerId, answer);
    if (answer.profile) {
      await db.session.put({ key: 'current', user: newer(current, answer.profile), fetchedAt: t });
    }
    await db.cacheMeta.put({ key: memberBookingsKey(ownerId), fetchedAt: t });
    await db.cacheMeta.put({ key: memberOrdersKey(ownerId), fetchedAt: t });
    await db.cacheMeta.put({ key: memberSyncKey(ownerId), fetchedAt: t, cursor: answer.cursor });
    return true;
  });
}

/** The server's copy, unless the one here is newer (a save's answer that overtook the pull). */
const newer = (local: CurrentUser, pulled: CurrentUser) =>
  Date.parse(local.updatedAt) > Date.parse(pulled.updatedAt) ? local : pulled;

/**
 * The member's consultation requests as the club's inbox has them. One sent from this device is
 * kept under the wizard's UUID and takes the inbox's status (the concierge replied, or handled
 * it); one from another device joins the list. A request still waiting in this device's outbox is
 * in no answer yet, so a snapshot keeps it; only those the club had and no longer has are removed.
 */
async function applyConsultations(db: ClubDB, ownerId: string, answer: SyncPull): Promise<void> {
  const mine = db.consultations.where('ownerId').equals(ownerId);
  if (answer.snapshot) {
    const kept = new Set(answer.consultations.map((c) => c.id));
    await mine.filter((r) => r.serverId !== undefined && !kept.has(r.serverId)).delete();
  } else if (answer.removed.consultations.length > 0) {
    await db.consultations.where('serverId').anyOf(answer.removed.consultations).delete();
  }
  const ids = answer.consultations.map(localConsultationId);
  const held = await db.consultations.bulkGet(ids);
  const rows = answer.consultations.map((pulled, i) =>
    consultationRow(pulled, ids[i]!, held[i], ownerId),
  );
  await db.consultations.bulkPut(rows);
}

const localConsultationId = (c: MemberConsultation) => c.clientId ?? `club:${c.id}`;

function consultationRow(
  pulled: MemberConsultation,
  id: string,
  held: ConsultationRequest | undefined,
  ownerId: string,
): ConsultationRequest {
  const { clientId: _clientId, id: serverId, createdAt, ...fields } = pulled;
  return {
    ...fields,
    id,
    ownerId,
    serverId,
    // this device's own clock for its own requests, so the list's order does not jump
    createdAt: held?.createdAt ?? Date.parse(createdAt),
  };
}
