/**
 * The member's own record: profile edits (with a conflict check, DESIGN.md "Conflicts") and the
 * destination chosen during registration. Both answer the updated CurrentUser.
 */
import { Hono } from 'hono';
import { PROFILE_CONFLICT_CODE, type CurrentUser, type ProfileConflictBody } from '@shared/api';
import { ifMatchAllows, profileEtag } from '@shared/profile-etag';
import { ProfileSchema, SelectDestinationSchema } from '@shared/schemas/profile';
import { errorBody } from '../errors';
import { PRIVATE_NO_STORE, requireUser, type MemberEnv } from '../middleware/require-user';
import { validateJson } from '../middleware/validate';
import { getCurrentUser, loadCurrentUser, saveProfile, saveSelectedDestination } from '../auth';
import { findDestination } from '../catalog';
import type { AccountDeps } from './account-deps';

export const PROFILE_CONFLICT_MESSAGE = 'Your profile was changed on another device.';
export const UNKNOWN_DESTINATION_MESSAGE =
  'This destination is not available. Please choose another.';

/**
 * Whether a profile write may go on: `If-Match` decides when sent (a stale tag is refused); else
 * an app from before it sends the version as `updatedAt`, compared as instants so an equivalent
 * spelling is no conflict; else (spec 7's body, from any client) it is a plain update.
 */
function preconditionHolds(
  ifMatch: string | undefined,
  legacyVersion: string | undefined,
  current: string,
): boolean {
  if (ifMatch !== undefined) return ifMatchAllows(ifMatch, profileEtag(current));
  if (legacyVersion !== undefined) return Date.parse(legacyVersion) === Date.parse(current);
  return true;
}

export function userRoutes({ db, clock }: AccountDeps) {
  const memberNow = (id: string): CurrentUser => {
    const member = loadCurrentUser(db, id);
    if (!member) throw new Error('signed-in member vanished');
    return member;
  };

  return new Hono<MemberEnv>()
    .use('*', requireUser())
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', PRIVATE_NO_STORE);
    })
    .put('/profile', validateJson(ProfileSchema), (c) => {
      const input = c.req.valid('json');
      const member = memberNow(c.var.member.id);
      if (!preconditionHolds(c.req.header('If-Match'), input.updatedAt, member.updatedAt)) {
        const body: ProfileConflictBody = {
          ...errorBody(PROFILE_CONFLICT_MESSAGE),
          code: PROFILE_CONFLICT_CODE,
          current: member,
        };
        c.header('ETag', profileEtag(member.updatedAt));
        return c.json(body, 412);
      }
      // No await since the read above, so no other write can land between the check and this.
      saveProfile(db, member, input, clock());
      const saved = getCurrentUser(db, member.id);
      c.header('ETag', profileEtag(saved.updatedAt));
      return c.json<CurrentUser>(saved);
    })
    .post('/select-destination', validateJson(SelectDestinationSchema), (c) => {
      const { destinationId } = c.req.valid('json');
      const destination = findDestination(db, destinationId);
      if (!destination) {
        const issues = { destinationId: UNKNOWN_DESTINATION_MESSAGE };
        return c.json(errorBody(UNKNOWN_DESTINATION_MESSAGE, { issues }), 400);
      }
      const member = memberNow(c.var.member.id);
      saveSelectedDestination(db, member, destinationId, clock());
      return c.json<CurrentUser>(getCurrentUser(db, member.id));
    });
}
