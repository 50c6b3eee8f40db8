// What the public forms store: waitlist (and its invitations), newsletter, contact messages and
// consultation requests, JSON or as plain HTML form posts; and the console's reads of them.
export type { FormsDeps } from './forms-deps';
export {
  findMessage,
  listMessages,
  messageRowsAfter,
  unansweredByKind,
  writeMessageStatus,
} from './console-messages';
export {
  countNewWaitlist,
  findWaitlistEntry,
  listWaitlist,
  waitlistRowsAfter,
  writeWaitlistEntry,
} from './console-waitlist';
export { consultationRoutes } from './consultation-routes';
export { contactRoutes } from './contact-routes';
export { waitlistInvitationRoutes } from './invitation-routes';
export { newsletterRoutes } from './newsletter-routes';
export { withFormKeys } from './posts/form-keys';
export { formPostRoutes } from './posts/form-post-routes';
export { NO_PAGES, loadPageStore, type PageStore } from './posts/page-store';
export { withSentNotice } from './posts/sent-notice';
export { type Dispatch } from './posts/store-request';
export { acceptInvitation, issueInvitation } from './waitlist-invitations';
export { waitlistRoutes } from './waitlist-routes';
export { memberConsultations } from './member-consultations';
export {
  eraseSubmissions,
  exportedNewsletter,
  exportedWaitlist,
  memberMessageRows,
} from './member-data';
