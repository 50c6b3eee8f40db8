/**
 * The console's waitlist (issue 22), mounted at /api/concierge/waitlist behind requireStaff
 * (app.ts): the applications, 'Invite' (a registration link by mail) and 'Mark contacted'.
 */
import { Hono, type Context } from 'hono';
import type { PageOf } from '@shared/api';
import {
  WAITLIST_CONFLICT_CODE,
  WAITLIST_REGISTERED_CODE,
  type ConciergeWaitlistEntry,
  type WaitlistConflictBody,
} from '@shared/concierge-api';
import {
  ConciergeWaitlistQuerySchema,
  WaitlistContactedSchema,
  WaitlistInviteSchema,
} from '@shared/schemas/concierge-waitlist';
import { rowId } from '../row-id';
import { inviteApplicant, markContacted, type WaitlistActionOutcome } from './waitlist-actions';
import { errorBody } from '../../errors';
import type { StaffEnv } from '../../middleware/require-staff';
import { validateJson, validateQuery } from '../../middleware/validate';
import { listWaitlist } from '../../forms';
import type { ConciergeDeps } from '../concierge-deps';

export const WAITLIST_NOT_FOUND_MESSAGE = 'No waitlist application with this id';
export const WAITLIST_CONFLICT_MESSAGE =
  'This application was changed by someone else since you opened it. Review it and try again.';

function answer(c: Context, outcome: WaitlistActionOutcome) {
  switch (outcome.kind) {
    case 'not_found':
      return c.json(errorBody(WAITLIST_NOT_FOUND_MESSAGE), 404);
    case 'stale': {
      const body: WaitlistConflictBody = {
        ...errorBody(WAITLIST_CONFLICT_MESSAGE),
        code: WAITLIST_CONFLICT_CODE,
        current: outcome.current,
      };
      return c.json(body, 409);
    }
    case 'refused':
      return c.json(errorBody(outcome.message, { code: WAITLIST_REGISTERED_CODE }), 409);
    case 'updated':
      return c.json<ConciergeWaitlistEntry>(outcome.row);
  }
}

export function conciergeWaitlistRoutes({ db, clock, mail }: ConciergeDeps) {
  const notFound = (c: Context) => c.json(errorBody(WAITLIST_NOT_FOUND_MESSAGE), 404);
  return new Hono<StaffEnv>()
    .get('/', validateQuery(ConciergeWaitlistQuerySchema), (c) =>
      c.json<PageOf<ConciergeWaitlistEntry>>(listWaitlist(db, c.req.valid('query'))),
    )
    .post('/:id/invite', validateJson(WaitlistInviteSchema), (c) => {
      const id = rowId(c.req.param('id'));
      if (id === null) return notFound(c);
      const actor = { staff: c.var.staff, now: clock() };
      return answer(c, inviteApplicant(db, id, actor, c.req.valid('json'), mail));
    })
    .post('/:id/contacted', validateJson(WaitlistContactedSchema), (c) => {
      const id = rowId(c.req.param('id'));
      if (id === null) return notFound(c);
      const actor = { staff: c.var.staff, now: clock() };
      return answer(c, markContacted(db, id, actor, c.req.valid('json')));
    });
}
