/**
 * Turns an uploaded picture into the stored avatar: a 512×512 WebP. Re-encoding means what we
 * serve is an image we made, not the sender's bytes (no polyglot files), and sharp writes no
 * metadata unless asked, so EXIF (GPS position, camera serial) is dropped.
 */
import sharp from 'sharp';
import { AVATAR_MAX_DIMENSION_PX } from '@shared/constants';
import type { ImageDimensions } from '../lib/images/image-dimensions';
import { UnreadableImageError } from '../lib/images/unreadable-image';

export const AVATAR_SIZE_PX = 512;
/**
 * The route refuses larger pictures from their header first (image-dimensions.ts); this is the
 * decoder's own stop, should a header and the pixels disagree.
 */
const MAX_INPUT_PIXELS = AVATAR_MAX_DIMENSION_PX * AVATAR_MAX_DIMENSION_PX;

/**
 * A cover crop first scales the short side to 512 px, so the work grows with the aspect ratio: a
 * 4096×1 strip would become 2,097,152×512 pixels (minutes of CPU). Past this ratio the centre
 * square is cut out first; a centred square is the same whatever the EXIF orientation.
 */
const MAX_ASPECT_RATIO = 4;

function centreSquare({ width, height }: ImageDimensions) {
  const side = Math.min(width, height);
  if (Math.max(width, height) / side <= MAX_ASPECT_RATIO) return undefined;
  return {
    left: Math.floor((width - side) / 2),
    top: Math.floor((height - side) / 2),
    width: side,
    height: side,
  };
}

/** `size`: the dimensions its header gave (image-dimensions.ts), before any decode. */
export async function toAvatarWebp(input: Uint8Array, size: ImageDimensions): Promise<Buffer> {
  try {
    const image = sharp(input, {
      // 'error' refuses truncated and corrupt files (a 400), yet accepts the harmless warnings
      // many cameras' JPEGs raise.
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      // An animated GIF or WebP becomes its first frame.
      animated: false,
    });
    const square = centreSquare(size);
    return await (square ? image.extract(square) : image)
      // Applies the EXIF orientation before the metadata is dropped, so portraits stay upright.
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    throw new UnreadableImageError('image could not be decoded', { cause: err });
  }
}
