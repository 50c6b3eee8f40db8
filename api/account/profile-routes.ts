/**
 * The member's own record: profile edits (with a conflict check, DESIGN.md "Conflicts") and the
 * destination chosen during registration. Both answer the updated CurrentUser.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { PROFILE_CONFLICT_CODE, type CurrentUser, type ProfileConflictBody } from '@shared/api';
import { ifMatchAllows, profileEtag } from '@shared/profile-etag';
import { ProfileSchema, SelectDestinationSchema } from '@shared/schemas/profile';
import { users } from '../db/schema/auth';
import { destinations } from '../db/schema/catalog';
import { errorBody } from '../errors';
import { PRIVATE_NO_STORE, requireUser, type MemberEnv } from '../middleware/require-user';
import { validateJson } from '../middleware/validate';
import { nextUpdatedAt } from '../db/row-version';
import { getCurrentUser, toCurrentUser } from '../auth';
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
  const userRow = (id: string) => db.select().from(users).where(eq(users.id, id)).get();

  return new Hono<MemberEnv>()
    .use('*', requireUser())
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', PRIVATE_NO_STORE);
    })
    .put('/profile', validateJson(ProfileSchema), (c) => {
      const input = c.req.valid('json');
      const row = userRow(c.var.member.id);
      if (!row) throw new Error('signed-in member vanished');
      if (!preconditionHolds(c.req.header('If-Match'), input.updatedAt, row.updatedAt)) {
        const body: ProfileConflictBody = {
          ...errorBody(PROFILE_CONFLICT_MESSAGE),
          code: PROFILE_CONFLICT_CODE,
          current: toCurrentUser(row),
        };
        c.header('ETag', profileEtag(row.updatedAt));
        return c.json(body, 412);
      }
      // No await since the read above, so no other write can land between the check and this.
      db.update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber || null,
          state: input.state || null,
          companyName: input.companyName || null,
          upcomingTrips: input.upcomingTrips,
          updatedAt: nextUpdatedAt(row.updatedAt, clock()),
        })
        .where(eq(users.id, row.id))
        .run();
      const saved = getCurrentUser(db, row.id);
      c.header('ETag', profileEtag(saved.updatedAt));
      return c.json<CurrentUser>(saved);
    })
    .post('/select-destination', validateJson(SelectDestinationSchema), (c) => {
      const { destinationId } = c.req.valid('json');
      const destination = db
        .select({ id: destinations.id })
        .from(destinations)
        .where(eq(destinations.id, destinationId))
        .get();
      if (!destination) {
        const issues = { destinationId: UNKNOWN_DESTINATION_MESSAGE };
        return c.json(errorBody(UNKNOWN_DESTINATION_MESSAGE, { issues }), 400);
      }
      const row = userRow(c.var.member.id);
      if (!row) throw new Error('signed-in member vanished');
      db.update(users)
        .set({
          selectedDestinationId: destinationId,
          updatedAt: nextUpdatedAt(row.updatedAt, clock()),
        })
        .where(eq(users.id, row.id))
        .run();
      return c.json<CurrentUser>(getCurrentUser(db, row.id));
    });
}
