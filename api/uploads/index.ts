// Avatar uploads (spec 7), checked by content and re-encoded through a small queue, and the
// serving of stored avatars under /uploads.
export { avatarFiles, type AvatarFiles } from './avatar-files';
export { type ImageQueue } from '../lib/images/image-queue';
export {
  AVATAR_BODY_LIMIT_BYTES,
  avatarUploadRoutes,
  uploadedFileRoutes,
  type UploadsDeps,
} from './routes';
