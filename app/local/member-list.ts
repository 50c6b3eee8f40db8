/**
 * A member's list pulled from the API into Dexie ('My trips', 'My orders'): replaced as a whole,
 * kept offline, and never written under another member who signed in meanwhile.
 */
import type { EntityTable } from 'dexie';
import { apiRead } from './api';
import type { ClubDB } from './db';

type Owned = { id: string; ownerId: string };

interface MemberListSource<Row extends Owned> {
  /** GET path of the member's list */
  path: string;
  /** cacheMeta key recording when the list was last pulled */
  key: string;
  table: EntityTable<Row, 'id'>;
}

/** Replaces the member's stored rows with the server's list; throws offline (copy kept). */
export async function refreshMemberList<Row extends Owned>(
  db: ClubDB,
  ownerId: string,
  source: MemberListSource<Row>,
  now: () => number,
): Promise<void> {
  const { path, key, table } = source;
  let list: Omit<Row, 'ownerId'>[] | null;
  try {
    list = await apiRead<Omit<Row, 'ownerId'>[]>(path);
  } catch (err) {
    await db.cacheMeta.update(key, { error: err instanceof Error ? err.message : String(err) });
    throw err;
  }
  if (list === null) return; // signed out meanwhile: refreshSession forgets the member
  await db.transaction('rw', table, db.cacheMeta, db.session, async () => {
    // Another member may have signed in while the request was out: keep their data apart.
    if ((await db.session.get('current'))?.user?.id !== ownerId) return;
    await table.where('ownerId').equals(ownerId).delete();
    await table.bulkPut(list.map((row) => ({ ...row, ownerId }) as Row));
    await db.cacheMeta.put({ key, fetchedAt: now() });
  });
}
