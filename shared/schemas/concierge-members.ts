import * as v from 'valibot';
import { MEMBERSHIP_STATUSES } from '../api';
import { optionalFilter, searchFilter } from './concierge';
import { pagingEntries } from './paging';

/** GET /api/concierge/members: the page, the membership status and `q` (name or email). */
export const ConciergeMemberQuerySchema = v.object({
  ...pagingEntries,
  membershipStatus: optionalFilter(
    v.picklist(
      MEMBERSHIP_STATUSES,
      `Membership status must be one of ${MEMBERSHIP_STATUSES.join(', ')}`,
    ),
  ),
  q: searchFilter,
});
export type ConciergeMemberQuery = v.InferOutput<typeof ConciergeMemberQuerySchema>;
