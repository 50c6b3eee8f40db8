// The staff console under /api/concierge: its lists, CSV exports and actions, each a staff edit
// with its audit entry; other slices' rows are read and written through their indexes.
export type { ConciergeDeps } from './concierge-deps';
export { conciergeRoutes } from './routes';
export {
  createStaffAccount,
  findAccount,
  listStaff,
  normaliseEmail,
  passwordProblem,
  setRole,
  STAFF_ROLES,
  type Operator,
  type RoleChange,
  type StaffRole,
} from './staff/staff-accounts';
export { repliesTo } from './inbox/message-detail';
