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
  const open = () => sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  try {
    const meta = await sharp(input).metadata();
    if (!meta.width || !meta.height) throw new Error('no size in the header');
    // Orientations 5 to 8 are quarter turns: upright, the picture's sides swap.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;
    const widths = widthsFor(width);
    const files: Rendition[] = [];
    // Each rendition from the upload itself (no intermediate encode); sharp shrinks on load.
    for (const w of widths) {
      const resized = () => open().resize({ width: w, withoutEnlargement: true });
      files.push({
        width: w,
        format: 'avif',
        bytes: await resized().avif({ quality: 55 }).toBuffer(),
      });
      files.push({
        width: w,
        format: 'webp',
        bytes: await resized().webp({ quality: 82 }).toBuffer(),
      });
    }
    return { width, height, widths, files };
  } catch (err) {
    throw new UnreadableImageError('image could not be decoded', { cause: err });
  }
}
