/**
 * A catalogue record's pictures (issue 39): the uploads it names, in order, each with its alt
 * text. The first one's URL is the record's public image.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { CatalogKind } from '@shared/constants';
import type { PictureRef } from '@shared/schemas/catalog-editor';
import type { Tx } from '../../db/client';
import { catalogPictureLinks, catalogPictures } from '../../db/schema/catalog';
import { pictureUrl } from './picture-files';

/** The first picture id of `refs` that was never uploaded, if any. */
export function unknownPicture(
  tx: Tx,
  refs: readonly PictureRef[] | undefined,
): string | undefined {
  if (!refs || refs.length === 0) return undefined;
  const ids = [...new Set(refs.map((r) => r.id))];
  const known = new Set(
    tx
      .select({ id: catalogPictures.id })
      .from(catalogPictures)
      .where(inArray(catalogPictures.id, ids))
      .all()
      .map((r) => r.id),
  );
  return ids.find((id) => !known.has(id));
}

/** The pictures' URLs, in order. */
export function urlsOf(tx: Tx, refs: readonly PictureRef[]): string[] {
  const rows = tx
    .select()
    .from(catalogPictures)
    .where(
      inArray(
        catalogPictures.id,
        refs.map((r) => r.id),
      ),
    )
    .all();
  return refs.map((r) => {
    const row = rows.find((p) => p.id === r.id);
    if (!row) throw new Error(`unknown picture ${r.id}`);
    return pictureUrl(row.id, row.widths);
  });
}

export function setPictures(tx: Tx, kind: CatalogKind, id: string, refs: readonly PictureRef[]) {
  tx.delete(catalogPictureLinks)
    .where(and(eq(catalogPictureLinks.entityType, kind), eq(catalogPictureLinks.entityId, id)))
    .run();
  if (refs.length === 0) return;
  tx.insert(catalogPictureLinks)
    .values(
      refs.map((r, position) => ({
        entityType: kind,
        entityId: id,
        position,
        pictureId: r.id,
        alt: r.alt,
      })),
    )
    .run();
}

/** One uploaded picture's URL (a post's cover), or undefined when no upload has this id. */
export function pictureUrlById(tx: Tx, id: string): string | undefined {
  const row = tx.select().from(catalogPictures).where(eq(catalogPictures.id, id)).all()[0];
  return row && pictureUrl(row.id, row.widths);
}
