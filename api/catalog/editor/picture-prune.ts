/**
 * Pictures staff uploaded and never used (a form abandoned, a picture replaced before saving) go
 * after a day. A picture is in use while a record or a post's cover names it, or any version in a
 * record's or a post's history does (the journal's uses come from it, in `otherUses`), since restoring that version brings it back. Rows go first,
 * in one IMMEDIATE transaction that re-reads the uses (an edit naming the picture either commits
 * before, and keeps it, or after, and is told it is unknown); then its files.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogPictures } from '../../db/schema/catalog';
import type { CatalogPictureFiles } from './picture-files';

/** A day: long enough for a record or a post written slowly, or left open overnight. */
export const UNUSED_PICTURE_KEEP_MS = 24 * 60 * 60 * 1000;

/** Every picture id a record or a version in a record's history names. */
const CATALOG_USES = sql`
  SELECT picture_id AS id FROM catalog_picture_links
  UNION SELECT json_extract(p.value, '$.id') FROM catalog_history h, json_each(h.snapshot, '$.pictures') p`;

/** Deletes the pictures unused and older than a day, rows then files; answers their ids. */
export async function pruneUnusedPictures(
  db: Db,
  files: CatalogPictureFiles,
  now: Date,
  /** the other slices' uses (the journal's covers): queries of picture ids, run in the delete's transaction */
  otherUses: readonly SQL[] = [],
): Promise<string[]> {
  const used = sql.join([CATALOG_USES, ...otherUses], sql` UNION `);
  const cutoff = new Date(now.getTime() - UNUSED_PICTURE_KEEP_MS).toISOString();
  const unused = db.transaction(
    (tx) => {
      const rows = tx
        .select({ id: catalogPictures.id, widths: catalogPictures.widths })
        .from(catalogPictures)
        .where(
          sql`${catalogPictures.createdAt} < ${cutoff} AND ${catalogPictures.id} NOT IN (${used})`,
        )
        .all();
      if (rows.length > 0) {
        const ids = rows.map((r) => r.id);
        tx.delete(catalogPictures).where(inArray(catalogPictures.id, ids)).run();
      }
      return rows;
    },
    { behavior: 'immediate' },
  );
  for (const picture of unused) await files.remove(picture.id, picture.widths);
  return unused.map((r) => r.id);
}
