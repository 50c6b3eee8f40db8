/** Spec 2.9 "Checklist toggles are local only": ticks live in Dexie, one row per member and item. */
import type { ClubDB } from '@app/local/db/db';

export const checklistKey = (ownerId: string, itemId: string) => `${ownerId}:${itemId}`;

export async function setTick(
  db: ClubDB,
  ownerId: string,
  itemId: string,
  done: boolean,
  now: () => number = Date.now,
): Promise<void> {
  await db.checklist.put({
    key: checklistKey(ownerId, itemId),
    ownerId,
    itemId,
    done,
    updatedAt: now(),
  });
}

/** The ids this member has ticked on this device. */
export async function ticksOf(db: ClubDB, ownerId: string): Promise<Set<string>> {
  const rows = await db.checklist.where('ownerId').equals(ownerId).toArray();
  return new Set(rows.filter((row) => row.done).map((row) => row.itemId));
}
