import { AVATAR_MAX_BYTES, AVATAR_MAX_DIMENSION_PX } from '../constants';

/** Spec 5 "Avatar" messages: the modal shows them, the upload endpoint answers with them. */
export const AVATAR_TYPE_MESSAGE = 'Please select an image file (JPG, PNG, GIF)';
export const AVATAR_SIZE_MESSAGE = 'Please select an image smaller than 5MB';
/** The server's refusal of a picture larger than it decodes, read from the file's header. */
export const AVATAR_DIMENSIONS_MESSAGE = `This image is too large. Please select one of at most ${AVATAR_MAX_DIMENSION_PX} × ${AVATAR_MAX_DIMENSION_PX} pixels.`;
/** The server's answer when too many pictures are being prepared at once (503, Retry-After). */
export const AVATAR_BUSY_MESSAGE =
  'Many pictures are being prepared right now. Please try again in a few seconds.';
/** The multipart field name of POST /api/upload/avatar (spec 7). */
export const AVATAR_FIELD = 'avatar';
/** What the picker offers and the server accepts (checked there by magic bytes, not by name). */
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/**
 * The browser's first check of a picked or dropped file, before any upload: its declared type and
 * its size. The server checks again by content. Returns the spec's message, or null when fine.
 */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return AVATAR_TYPE_MESSAGE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_SIZE_MESSAGE;
  return null;
}
