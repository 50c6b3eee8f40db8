// Avatar uploads (spec 7), checked by content and re-encoded through a small queue, and the
// serving of stored avatars under /uploads.
export { avatarFiles, type AvatarFiles } from './avatar-files';
export { type ImageQueue } from './image-queue';
export {
  AVATAR_BODY_LIMIT_BYTES,
  avatarUploadRoutes,
  uploadedFileRoutes,
  type UploadsDeps,
} from './routes';
// A conversation's pictures (issue 38) reuse the content check, the header's measure, the
// queue and a re-encoding in the picture's own format.
export { UnreadableImageError } from './avatar-image';
export { readImageDimensions } from './image-dimensions';
export { AVATAR_QUEUE, imageQueue, ImageQueueFullError } from './image-queue';
export { sniffImageType } from './image-type';
export { reencodePicture, type PictureType } from './picture-image';
