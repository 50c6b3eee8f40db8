/**
 * An image's width and height from its header alone, before anything decodes it: sharp's
 * metadata() reads the header (libvips loads pixels lazily), so a decompression bomb is measured
 * at the cost of a few bytes. Null when the header cannot be read.
 */
import sharp from 'sharp';

export interface ImageDimensions {
  width: number;
  height: number;
}

export async function readImageDimensions(bytes: Uint8Array): Promise<ImageDimensions | null> {
  try {
    // The first frame's size for an animated picture: only that frame is ever decoded.
    const { width, height, pageHeight } = await sharp(bytes, { animated: false }).metadata();
    if (!width || !height) return null;
    return { width, height: pageHeight ?? height };
  } catch {
    return null;
  }
}
