/**
 * Re-encodes a picture sent in a conversation in its own format (JPEG, PNG or WebP), no larger
 * than it came. What we serve is then an image we made, never the sender's bytes, and sharp
 * writes no metadata unless asked: EXIF (the GPS position, the camera's serial) and XMP are gone.
 */
import sharp from 'sharp';
import { ATTACHMENT_MAX_DIMENSION_PX } from '@shared/constants';
import { UnreadableImageError } from './unreadable-image';
import type { ImageType } from './image-type';

export type PictureType = Exclude<ImageType, 'gif'>;

export interface Picture {
  bytes: Buffer;
  width: number;
  height: number;
}

const MAX_INPUT_PIXELS = ATTACHMENT_MAX_DIMENSION_PX * ATTACHMENT_MAX_DIMENSION_PX;

export async function reencodePicture(input: Uint8Array, type: PictureType): Promise<Picture> {
  try {
    // 'error' refuses truncated and corrupt files, yet accepts cameras' harmless warnings.
    const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      // Applies the EXIF orientation before the metadata is dropped, so portraits stay upright.
      .rotate();
    const encoded =
      type === 'jpeg'
        ? image.jpeg({ quality: 86, mozjpeg: true })
        : type === 'png'
          ? image.png({ compressionLevel: 9 })
          : image.webp({ quality: 86 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (err) {
    throw new UnreadableImageError('image could not be decoded', { cause: err });
  }
}
