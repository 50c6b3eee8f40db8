// The member's own account: profile edits, security settings (passkeys, devices, password and
// email changes, re-authentication), and their data's export and deletion.
export type { AccountDeps } from './account-deps';
export { accountDataRoutes } from './data-routes';
export { userRoutes } from './profile-routes';
export { accountSecurityRoutes } from './security-routes';
export { pruneEmailChanges } from './email-change';
