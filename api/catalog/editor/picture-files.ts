/**
 * Where catalogue pictures live: UPLOADS_DIR/catalog/<id>-<width>.<avif|webp>, served publicly at
 * /media/catalog/<same name>. The id is random and new on every upload, so a file never changes
 * and is cached forever; only names of that exact shape are read, so no path can escape the
 * folder. Folder and files are the server account's alone (db/private-files.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../db/private-files';
import {
  RENDITION_FORMATS,
  type Rendition,
  type RenditionFormat,
} from '../../lib/images/picture-renditions';

export const CATALOG_MEDIA_PREFIX = '/media/catalog/';
const NAME_PATTERN = /^([0-9a-f]{32})-(\d{2,4})\.(avif|webp)$/;

export const renditionName = (id: string, width: number, format: RenditionFormat) =>
  `${id}-${width}.${format}`;

/** The site's URL of a picture: its WebP at the widest width it was kept at. */
export const pictureUrl = (id: string, widths: readonly number[]) =>
  `${CATALOG_MEDIA_PREFIX}${renditionName(id, Math.max(...widths), 'webp')}`;

export function catalogPictureFiles(uploadsDir: string) {
  const dir = join(uploadsDir, 'catalog');
  return {
    /** Stores a picture's renditions under a new id and answers the id. */
    async save(files: readonly Rendition[]): Promise<string> {
      const id = randomBytes(16).toString('hex');
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      for (const f of files) {
        await writeFile(join(dir, renditionName(id, f.width, f.format)), f.bytes, {
          flag: 'wx',
          mode: PRIVATE_FILE_MODE,
        });
      }
      return id;
    },
    /** A rendition and its type, or null when the name is not ours or the file is gone. */
    async read(name: string): Promise<{ bytes: Buffer; type: string } | null> {
      const match = NAME_PATTERN.exec(name);
      if (!match) return null;
      const bytes = await readFile(join(dir, name)).catch(() => null);
      return bytes && { bytes, type: `image/${match[3]}` };
    },
    /** Deletes a picture's renditions at `widths`; a file already gone is not an error. */
    async remove(id: string, widths: readonly number[]): Promise<void> {
      for (const width of widths) {
        for (const format of RENDITION_FORMATS) {
          await rm(join(dir, renditionName(id, width, format)), { force: true });
        }
      }
    },
  };
}
export type CatalogPictureFiles = ReturnType<typeof catalogPictureFiles>;
