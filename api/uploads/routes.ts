/**
 * Avatar upload (spec 7: multipart, field `avatar`, answers avatarUrl) and the serving of stored
 * avatars. The session and the body's size are checked in app.ts before anything reads the body;
 * here the type is checked by content, the dimensions by the header, and the picture re-encoded
 * through a small queue (image-queue.ts), so only images we produced are ever served and a burst
 * of uploads cannot exhaust memory.
 */
import { Hono } from 'hono';
import type { AvatarResponse } from '@shared/api';
import { AVATAR_MAX_BYTES, AVATAR_MAX_DIMENSION_PX } from '@shared/constants';
import {
  AVATAR_BUSY_MESSAGE,
  AVATAR_DIMENSIONS_MESSAGE,
  AVATAR_FIELD,
  AVATAR_SIZE_MESSAGE,
  AVATAR_TYPE_MESSAGE,
} from '@shared/schemas/avatar';
import type { Db } from '../db/client';
import { errorBody } from '../errors';
import { PRIVATE_NO_STORE, requireUser, type MemberEnv } from '../middleware/require-user';
import type { Clock } from '../runtime';
import { readImageDimensions } from '../lib/images/image-dimensions';
import { AVATAR_QUEUE, imageQueue, ImageQueueFullError } from '../lib/images/image-queue';
import { sniffImageType } from '../lib/images/image-type';
import { UnreadableImageError } from '../lib/images/unreadable-image';
import { toAvatarWebp } from './avatar-image';
import type { AvatarFiles } from './avatar-files';
import type { ImageQueue } from '../lib/images/image-queue';
import { profileImageOf, setProfileImage } from '../auth';

export const UNREADABLE_IMAGE_MESSAGE =
  'This image could not be read. Please select another image file (JPG, PNG, GIF).';
/** Room for the multipart boundary and part headers around a file of the maximum size. */
export const AVATAR_BODY_LIMIT_BYTES = AVATAR_MAX_BYTES + 64 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Seconds a refused upload should wait when the queue is full: one or two decodes' time. */
export const AVATAR_BUSY_RETRY_AFTER_S = 5;

export interface UploadsDeps {
  db: Db;
  clock: Clock;
  avatars: AvatarFiles;
  /** where avatar uploads wait to be decoded (default: 2 at once, 8 waiting) */
  imageQueue?: ImageQueue;
}

export function avatarUploadRoutes({
  db,
  clock,
  avatars: files,
  imageQueue: queue = imageQueue(AVATAR_QUEUE),
}: UploadsDeps) {
  return new Hono<MemberEnv>().post('/avatar', requireUser(), async (c) => {
    const form = await c.req.parseBody().catch(() => null);
    const file = form?.[AVATAR_FIELD];
    if (!(file instanceof File)) return c.json(errorBody(AVATAR_TYPE_MESSAGE), 400);
    if (file.size > AVATAR_MAX_BYTES) return c.json(errorBody(AVATAR_SIZE_MESSAGE), 413);

    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!sniffImageType(bytes)) return c.json(errorBody(AVATAR_TYPE_MESSAGE), 400);
    const size = await readImageDimensions(bytes);
    if (!size) return c.json(errorBody(UNREADABLE_IMAGE_MESSAGE), 400);
    if (size.width > AVATAR_MAX_DIMENSION_PX || size.height > AVATAR_MAX_DIMENSION_PX) {
      return c.json(errorBody(AVATAR_DIMENSIONS_MESSAGE), 413);
    }
    let image: Buffer;
    try {
      image = await queue.run(() => toAvatarWebp(bytes, size));
    } catch (err) {
      if (err instanceof UnreadableImageError) {
        return c.json(errorBody(UNREADABLE_IMAGE_MESSAGE), 400);
      }
      if (err instanceof ImageQueueFullError) {
        c.header('Retry-After', String(AVATAR_BUSY_RETRY_AFTER_S));
        return c.json(errorBody(AVATAR_BUSY_MESSAGE), 503);
      }
      throw err;
    }

    const avatarUrl = await files.save(image);
    const memberId = c.var.member.id;
    const row = profileImageOf(db, memberId);
    if (!row) {
      await files.remove(avatarUrl);
      throw new Error('signed-in member vanished');
    }
    setProfileImage(db, memberId, avatarUrl, row.updatedAt, clock());
    await files.remove(row.profileImageUrl);
    c.header('Cache-Control', PRIVATE_NO_STORE);
    return c.json<AvatarResponse>({ avatarUrl });
  });
}

/** GET /uploads/avatars/<name>.webp; every other path under /uploads is a 404. */
export function uploadedFileRoutes({ avatars: files }: Pick<UploadsDeps, 'avatars'>) {
  return new Hono()
    .get('/avatars/:name', async (c) => {
      const image = await files.read(c.req.param('name'));
      if (!image) return c.text('Not Found', 404);
      c.header('Content-Type', 'image/webp');
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Cache-Control', IMMUTABLE);
      return c.body(new Uint8Array(image));
    })
    .all('*', (c) => c.text('Not Found', 404));
}
