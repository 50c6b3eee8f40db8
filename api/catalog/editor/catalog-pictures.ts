/** A staff upload kept as a catalogue picture: its renditions on disk, its row in the database. */
import type { SessionUser } from '@shared/api';
import type { CatalogPictureUploaded } from '@shared/catalog-editor-api';
import type { Db } from '../../db/client';
import { catalogPictures } from '../../db/schema/catalog';
import type { Renditions } from '../../lib/images/picture-renditions';
import {
  CATALOG_MEDIA_PREFIX,
  pictureUrl,
  renditionName,
  type CatalogPictureFiles,
} from './picture-files';

export async function addCatalogPicture(
  db: Db,
  files: CatalogPictureFiles,
  picture: Renditions,
  staff: Pick<SessionUser, 'id' | 'email'>,
  now: Date,
): Promise<CatalogPictureUploaded> {
  const id = await files.save(picture.files);
  const { width, height, widths } = picture;
  db.insert(catalogPictures)
    .values({ id, widths, width, height, createdAt: now.toISOString(), createdBy: staff.email })
    .run();
  return {
    id,
    url: pictureUrl(id, widths),
    width,
    height,
    renditions: picture.files.map(
      (f) => `${CATALOG_MEDIA_PREFIX}${renditionName(id, f.width, f.format)}`,
    ),
  };
}
