/**
 * Passkeys (issue 24): the member's list, adding and removing one (after a recent proof that it
 * is them), and signing in with one: a new session exactly like a password sign-in's, under the
 * same rate limits.
 */
import { Hono, type Context } from 'hono';
import type { PasskeyItem } from '@shared/account-api';
import type { MessageResponse } from '@shared/api';
import { PasskeyRegistrationSchema, PasskeySignInSchema } from '@shared/schemas/account-security';
import { errorBody } from '../errors';
import { queueMail } from '../mail/mail-queue';
import { passkeyAddedMail } from '../mail/templates/account-mail';
import { requireUser, type MemberEnv } from '../middleware/require-user';
import { validateJson } from '../middleware/validate';
import { chain, noStore, type AccountDeps } from './account-deps';
import {
  getCurrentUser,
  toAuthResponse,
  authenticationOptions,
  PasskeyRefusal,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
  memberPasskeys,
  recordPasskeyUse,
  removePasskey,
  savePasskey,
  toPasskeyItem,
  requireRecentCheck,
  startSession,
} from '../auth';

export const PASSKEY_REMOVED_MESSAGE = 'The passkey has been removed.';
export const PASSKEY_NOT_FOUND_MESSAGE = 'This passkey was not found.';

/** A refused WebAuthn answer: why, in words, with `passkey_<problem>` as its code. */
export function refusePasskey(c: Context, err: unknown) {
  if (!(err instanceof PasskeyRefusal)) throw err;
  const status = err.problem === 'unknown' ? 401 : err.problem === 'duplicate' ? 409 : 400;
  return c.json(errorBody(err.message, { code: `passkey_${err.problem}` }), status);
}

export function passkeyRoutes({ db, clock, secure, limits, mail, rp }: AccountDeps) {
  const recent = requireRecentCheck(db, clock);
  const actions = chain(limits.accountActions);
  const challenges = chain(limits.passkeyChallenges);
  const signIn = chain(limits.signIn);
  return new Hono<MemberEnv>()
    .use('/passkeys', noStore)
    .use('/passkeys/*', noStore)
    .use('/passkey/*', noStore)
    .get('/passkeys', requireUser(), actions, (c) =>
      c.json<PasskeyItem[]>(memberPasskeys(db, c.var.member.id).map(toPasskeyItem)),
    )
    .delete('/passkeys/:id', requireUser(), recent, actions, (c) => {
      if (!removePasskey(db, c.var.member.id, c.req.param('id'))) {
        return c.json(errorBody(PASSKEY_NOT_FOUND_MESSAGE), 404);
      }
      return c.json<MessageResponse>({ message: PASSKEY_REMOVED_MESSAGE });
    })
    .post('/passkey/register/options', requireUser(), recent, challenges, async (c) => {
      const { id, email, firstName, lastName } = c.var.member;
      const displayName = [firstName, lastName].filter(Boolean).join(' ') || email;
      const owner = { id, email, displayName };
      return c.json(await registrationOptions(db, rp, owner, clock()));
    })
    .post(
      '/passkey/register',
      requireUser(),
      validateJson(PasskeyRegistrationSchema),
      actions,
      async (c) => {
        const { name, response } = c.req.valid('json');
        const member = c.var.member;
        // The challenge was handed out only after a recent proof: it stands for that proof.
        let passkey;
        try {
          passkey = await verifyRegistration(db, rp, member.id, response, clock());
        } catch (err) {
          return refusePasskey(c, err);
        }
        const now = clock();
        const saved = db.transaction((tx) => {
          const row = savePasskey(tx, { ...passkey, userId: member.id, name }, now);
          queueMail(tx, passkeyAddedMail(member.email, name, mail), now);
          return row;
        });
        return c.json<PasskeyItem>(toPasskeyItem(saved), 201);
      },
    )
    .post('/passkey/sign-in/options', challenges, async (c) =>
      c.json(await authenticationOptions(db, rp, 'sign-in', null, clock())),
    )
    .post('/passkey/sign-in', validateJson(PasskeySignInSchema), signIn, async (c) => {
      const { response } = c.req.valid('json');
      let used;
      try {
        used = await verifyAuthentication(db, rp, response, 'sign-in', null, clock());
      } catch (err) {
        return refusePasskey(c, err);
      }
      const now = clock();
      if (!recordPasskeyUse(db, used.passkey.id, used.newCounter, now)) {
        return refusePasskey(c, new PasskeyRefusal('counter'));
      }
      startSession(c, db, used.passkey.userId, now, secure);
      return c.json(toAuthResponse(getCurrentUser(db, used.passkey.userId)));
    });
}
