/**
 * A catalogue picture's renditions (issue 39): AVIF and WebP at each of the site's widths that is
 * not wider than the picture (the picture's own width when it is narrower than all of them).
 * rotate() applies the EXIF orientation first; sharp writes no metadata unless asked, so EXIF
 * (the GPS position, the camera's serial), XMP and ICC text are gone from every file we serve.
 */
import sharp from 'sharp';
import { ATTACHMENT_MAX_DIMENSION_PX } from '@shared/constants';
import { UnreadableImageError } from './unreadable-image';

export const RENDITION_WIDTHS = [640, 1280, 1920] as const;
export const RENDITION_FORMATS = ['avif', 'webp'] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

export interface Rendition {
  width: number;
  format: RenditionFormat;
  bytes: Buffer;
}

export interface Renditions {
  /** the upright picture's size */
  width: number;
  height: number;
  widths: number[];
  files: Rendition[];
}

const MAX_INPUT_PIXELS = ATTACHMENT_MAX_DIMENSION_PX * ATTACHMENT_MAX_DIMENSION_PX;

/** The widths a picture `width` pixels wide is kept at: never upscaled. */
export const widthsFor = (width: number): number[] => {
  const fitting = RENDITION_WIDTHS.filter((w) => w <= width);
  return fitting.length > 0 ? fitting : [width];
};

export async function pictureRenditions(input: Uint8Array): Promise<Renditions> {
  try {
    const upright = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = upright.info;
    const widths = widthsFor(width);
    const files: Rendition[] = [];
    for (const w of widths) {
      const resized = sharp(upright.data).resize({ width: w, withoutEnlargement: true });
      files.push({
        width: w,
        format: 'avif',
        bytes: await resized.clone().avif({ quality: 55 }).toBuffer(),
      });
      files.push({
        width: w,
        format: 'webp',
        bytes: await resized.clone().webp({ quality: 82 }).toBuffer(),
      });
    }
    return { width, height, widths, files };
  } catch (err) {
    throw new UnreadableImageError('image could not be decoded', { cause: err });
  }
}
