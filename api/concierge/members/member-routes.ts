/**
 * The console's members (issue 22), mounted at /api/concierge/members behind requireStaff
 * (app.ts): search, and one member with their bookings and orders. Read only.
 */
import { Hono } from 'hono';
import type { PageOf } from '@shared/api';
import type { ConciergeMember, ConciergeMemberDetail } from '@shared/concierge-api';
import { ConciergeMemberQuerySchema } from '@shared/schemas/concierge-members';
import { errorBody } from '../../errors';
import type { StaffEnv } from '../../middleware/require-staff';
import { validateQuery } from '../../middleware/validate';
import { listMembers } from '../../auth';
import { findMemberDetail } from './member-detail';
import type { ConciergeDeps } from '../concierge-deps';

export const MEMBER_NOT_FOUND_MESSAGE = 'No member with this id';

export function conciergeMemberRoutes({ db }: ConciergeDeps) {
  return new Hono<StaffEnv>()
    .get('/', validateQuery(ConciergeMemberQuerySchema), (c) =>
      c.json<PageOf<ConciergeMember>>(listMembers(db, c.req.valid('query'))),
    )
    .get('/:id', (c) => {
      const detail = findMemberDetail(db, c.req.param('id'));
      if (!detail) return c.json(errorBody(MEMBER_NOT_FOUND_MESSAGE), 404);
      return c.json<ConciergeMemberDetail>(detail);
    });
}
