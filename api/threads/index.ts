// Conversations between a member and the concierge (issue 38): a thread per booking, order and
// consultation request, general ones, their messages and each side's read state; owns their tables.
export { findConciergeThread, listConciergeThreads, threadsAwaitingStaff } from './console-threads';
export { memberThreads } from './member-threads';
export { threadAttachmentFiles, type ThreadAttachmentFiles } from './attachment-files';
export { pruneUnsentAttachments } from './prune-attachments';
export {
  ATTACHMENT_BODY_LIMIT_BYTES,
  ATTACHMENT_UPLOAD_PATHS,
  ATTACHMENT_UPLOAD_PATTERN,
  receiveAttachment,
  sendAttachment,
} from './attachment-routes';
export { attachableThread, attachmentsFree, memberAttachmentKeys } from './thread-attachments';
export { REPLY_MAIL_GRACE_MS, threadMessageEvent } from './read-mail';
export { threadSubjects } from './thread-subjects';
export { threadRoutes, THREAD_NOT_FOUND_MESSAGE } from './routes';
export type { ThreadsDeps } from './threads-deps';
export {
  addRecordMessage,
  addStaffMessage,
  markStaffRead,
  openThread,
  type ThreadOpening,
} from './thread-writes';
