/**
 * Turns an uploaded picture into the stored avatar: a 512×512 WebP. Re-encoding means what we
 * serve is an image we made, not the sender's bytes (no polyglot files), and sharp writes no
 * metadata unless asked, so EXIF (GPS position, camera serial) is dropped.
 */
import sharp from 'sharp';

export const AVATAR_SIZE_PX = 512;
/** 8192×8192: any phone photo, but not a decompression bomb that expands to gigabytes. */
const MAX_INPUT_PIXELS = 8192 * 8192;

export class UnreadableImageError extends Error {}

export async function toAvatarWebp(input: Uint8Array): Promise<Buffer> {
  try {
    return await sharp(input, {
      // 'error' refuses truncated and corrupt files (a 400), yet accepts the harmless warnings
      // many cameras' JPEGs raise.
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      // An animated GIF or WebP becomes its first frame.
      animated: false,
    })
      // Applies the EXIF orientation before the metadata is dropped, so portraits stay upright.
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    throw new UnreadableImageError('image could not be decoded', { cause: err });
  }
}
