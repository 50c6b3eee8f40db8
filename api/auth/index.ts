// Who is signed in: registration, sign-in by password or passkey, sessions and their cookie,
// password resets, email confirmation, rate limits of the account endpoints; owns the accounts' tables.
export type { AuthDeps } from './auth-deps';
export { takeBackAccount } from './account-recovery';
export {
  deleteAccountRow,
  exportedSessions,
  findAccountRow,
  type AccountRow,
} from './account-data';
export { accountWithEmail, expireResetLinks, writeConfirmedEmail } from './account-email';
export { authRateLimits, type AuthRateLimits } from './auth-rate-limits';
export { loadBookingMember } from './booking-member';
export { isCommonPassword } from './common-passwords';
export { findConsoleMember, listMembers } from './console-members';
export { hasAccount } from './accounts';
export {
  hasConfirmedEmail,
  membershipBySubscription,
  membershipOf,
  saveMembership,
  type MembershipRecord,
} from './membership-record';
export { profileImageOf, setProfileImage } from './profile-image';
export {
  changePassword,
  saveProfile,
  saveSelectedDestination,
  stripeCustomerIdOf,
} from './member-writes';
export { getCurrentUser, loadCurrentUser, toAuthResponse, toCurrentUser } from './current-user';
export { deviceName } from './device-names';
export { emailVerificationRoutes } from './email-verification-routes';
export { authNavigationRoutes } from './navigation-routes';
export {
  PasskeyRefusal,
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from './passkey-ceremonies';
export {
  memberPasskeys,
  recordPasskeyUse,
  removePasskey,
  savePasskey,
  toPasskeyItem,
} from './passkey-store';
export { passwordResetRoutes } from './password-reset-routes';
export { hashPassword } from './passwords';
export {
  confirmMember,
  markVerified,
  passwordMatches,
  requireRecentCheck,
  wrongPassword,
} from './reauth';
export { verificationSender } from './send-verification';
export { clearSessionCookie } from './session-cookie';
export { startSession } from './session-lifecycle';
export { endOtherSessions, findMemberSession, listSessions } from './session-list';
export { session } from './session-middleware';
export { findAccount, insertStaffAccount, listStaff, writeRole } from './staff-roles';
export { invalidateSession, sessionEnd, type SessionTimes } from './sessions';
export { EMAIL_TAKEN_MESSAGE, authRoutes } from './sign-in-routes';
export { relyingParty, type RelyingParty } from './webauthn-challenges';
export { pruneAuthRows } from './auth-prune';
