/**
 * Re-authentication (issue 24): the member proves it is them again, with their password or one
 * of their passkeys, and sensitive actions pass for the next 5 minutes. A wrong answer counts
 * against sign-in's own limits.
 */
import { Hono } from 'hono';
import type { ReauthResponse } from '@shared/account-api';
import { ReauthSchema } from '@shared/schemas/account-security';
import { requireUser, type MemberEnv } from '../middleware/require-user';
import { validateJson } from '../middleware/validate';
import { chain, noStore, type AccountDeps } from './account-deps';
import { refusePasskey } from './passkey-routes';
import {
  authenticationOptions,
  PasskeyRefusal,
  verifyAuthentication,
  recordPasskeyUse,
  markVerified,
  passwordMatches,
  wrongPassword,
} from '../auth';

export const REAUTH_DONE_MESSAGE = 'Thank you. You can go on.';

export function reauthRoutes({ db, clock, limits, rp }: AccountDeps) {
  const challenges = chain(limits.passkeyChallenges);
  const checks = chain(limits.memberCheck);
  return new Hono<MemberEnv>()
    .use('/reauth', noStore)
    .use('/reauth/*', noStore)
    .post('/reauth/options', requireUser(), challenges, async (c) =>
      c.json(await authenticationOptions(db, rp, 'reauth', c.var.member.id, clock())),
    )
    .post('/reauth', requireUser(), validateJson(ReauthSchema), checks, async (c) => {
      const { password, passkey } = c.req.valid('json');
      const member = c.var.member;
      if (password !== undefined) {
        if (!(await passwordMatches(db, member.id, password))) return wrongPassword(c, 'password');
      } else if (passkey) {
        try {
          const used = await verifyAuthentication(db, rp, passkey, 'reauth', member.id, clock());
          if (!recordPasskeyUse(db, used.passkey.id, used.newCounter, clock())) {
            throw new PasskeyRefusal('counter');
          }
        } catch (err) {
          return refusePasskey(c, err);
        }
      }
      // Both checks awaited: the session may have ended meanwhile (signed out on another tab).
      const session = c.var.session;
      if (!session) throw new Error('a member request without its session');
      const until = markVerified(db, session.id, clock());
      return c.json<ReauthResponse>({
        message: REAUTH_DONE_MESSAGE,
        verifiedUntil: until.toISOString(),
      });
    });
}
