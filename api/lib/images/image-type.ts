/**
 * The image type a file really is, from its first bytes (its magic number), never from its name
 * or its declared Content-Type, which the sender chooses freely.
 */
export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  text.split('').every((ch, i) => bytes[start + i] === ch.charCodeAt(0));

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  return null;
}
