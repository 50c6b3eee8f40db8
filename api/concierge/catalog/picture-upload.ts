/**
 * A picture an admin uploads to the catalogue (issue 39): its type checked by content (JPEG, PNG
 * or WebP), its size by the header before anything decodes it, then re-encoded into AVIF and WebP
 * renditions through the app's one image queue (api/lib/images), EXIF and GPS dropped.
 */
import { ATTACHMENT_MAX_DIMENSION_PX, CATALOG_PICTURE_MAX_BYTES } from '@shared/constants';
import type { CatalogPictureUploaded } from '@shared/catalog-editor-api';
import {
  CATALOG_PICTURE_DIMENSIONS_MESSAGE,
  CATALOG_PICTURE_SIZE_MESSAGE,
  CATALOG_PICTURE_TYPE_MESSAGE,
  CATALOG_PICTURE_UNREADABLE_MESSAGE,
} from '@shared/schemas/catalog-editor';
import { addCatalogPicture } from '../../catalog';
import { readImageDimensions } from '../../lib/images/image-dimensions';
import { ImageQueueFullError } from '../../lib/images/image-queue';
import { sniffImageType } from '../../lib/images/image-type';
import { pictureRenditions, type Renditions } from '../../lib/images/picture-renditions';
import { UnreadableImageError } from '../../lib/images/unreadable-image';
import type { ConciergeDeps } from '../concierge-deps';
import type { Actor } from '../staff-edit';

export type PictureOutcome =
  | { kind: 'stored'; picture: CatalogPictureUploaded }
  | { kind: 'refused'; status: 400 | 413; message: string }
  | { kind: 'busy' };

export async function storeCatalogPicture(
  { db, imageQueue, catalogPictures }: Pick<ConciergeDeps, 'db' | 'imageQueue' | 'catalogPictures'>,
  file: File,
  { staff, now }: Actor,
): Promise<PictureOutcome> {
  if (file.size > CATALOG_PICTURE_MAX_BYTES) {
    return { kind: 'refused', status: 413, message: CATALOG_PICTURE_SIZE_MESSAGE };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (type === null || type === 'gif') {
    return { kind: 'refused', status: 400, message: CATALOG_PICTURE_TYPE_MESSAGE };
  }
  const size = await readImageDimensions(bytes);
  if (!size) return { kind: 'refused', status: 400, message: CATALOG_PICTURE_UNREADABLE_MESSAGE };
  if (size.width > ATTACHMENT_MAX_DIMENSION_PX || size.height > ATTACHMENT_MAX_DIMENSION_PX) {
    return { kind: 'refused', status: 413, message: CATALOG_PICTURE_DIMENSIONS_MESSAGE };
  }
  let renditions: Renditions;
  try {
    renditions = await imageQueue.run(() => pictureRenditions(bytes));
  } catch (err) {
    if (err instanceof UnreadableImageError) {
      return { kind: 'refused', status: 400, message: CATALOG_PICTURE_UNREADABLE_MESSAGE };
    }
    if (err instanceof ImageQueueFullError) return { kind: 'busy' };
    throw err;
  }
  const picture = await addCatalogPicture(db, catalogPictures, renditions, staff, now);
  return { kind: 'stored', picture };
}
