/**
 * Accounts: registration, sign-in, the current member and sign-out (spec 7). Password resets are
 * in password-reset.ts. Answers that carry the member are never stored by a cache.
 */
import { Hono } from 'hono';
import type { CurrentUser, MessageResponse } from '@shared/api';
import { profileEtag } from '@shared/profile-etag';
import { LoginSchema, RegisterSchema } from '@shared/schemas/auth';
import { refuseCommonPassword } from './common-passwords';
import { verifyPassword } from './passwords';
import { endSession } from './session-lifecycle';
import { errorBody } from '../errors';
import { PRIVATE_NO_STORE, requireUser, type MemberEnv } from '../middleware/require-user';
import { validateJson } from '../middleware/validate';
import { getCurrentUser, toAuthResponse } from './current-user';
import { hashPassword } from './passwords';
import { startSession } from './session-lifecycle';
import { createAccount, emailTaken, loginOf } from './accounts';
import type { AuthDeps } from './auth-deps';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password. Please try again.';
export const SIGNED_OUT_MESSAGE = 'You have been signed out.';

export function authRoutes({ db, clock, secure, limits, sendVerification }: AuthDeps) {
  return new Hono<MemberEnv>()
    .use('/register', ...limits.register)
    .post('/register', validateJson(RegisterSchema), async (c) => {
      const input = c.req.valid('json');
      const email = input.email.toLowerCase();
      c.header('Cache-Control', PRIVATE_NO_STORE);
      const common = refuseCommonPassword(c, input.password);
      if (common) return common;
      if (emailTaken(db, email)) return c.json(errorBody(EMAIL_TAKEN_MESSAGE), 409);

      const passwordHash = await hashPassword(input.password);
      const id = createAccount(db, { ...input, email, passwordHash }, clock());
      if (id === null) return c.json(errorBody(EMAIL_TAKEN_MESSAGE), 409);

      sendVerification({ id, email });
      startSession(c, db, id, clock(), secure);
      return c.json(toAuthResponse(getCurrentUser(db, id)), 201);
    })
    .use('/login', ...limits.signIn)
    .post('/login', validateJson(LoginSchema), async (c) => {
      const { email, password } = c.req.valid('json');
      c.header('Cache-Control', PRIVATE_NO_STORE);
      const row = loginOf(db, email);
      // Always one argon2 verification, account or not: see verifyPassword.
      const valid = await verifyPassword(row?.passwordHash, password);
      if (!row || !valid) return c.json(errorBody(INVALID_CREDENTIALS_MESSAGE), 401);

      startSession(c, db, row.id, clock(), secure);
      return c.json(toAuthResponse(getCurrentUser(db, row.id)));
    })
    .get('/user', requireUser(), (c) => {
      c.header('Cache-Control', PRIVATE_NO_STORE);
      const user = getCurrentUser(db, c.var.member.id);
      // The profile's version, for a client that edits it with If-Match (routes/user.ts).
      c.header('ETag', profileEtag(user.updatedAt));
      return c.json<CurrentUser>(user);
    })
    .post('/logout', (c) => {
      endSession(c, db, secure);
      c.header('Cache-Control', PRIVATE_NO_STORE);
      return c.json<MessageResponse>({ message: SIGNED_OUT_MESSAGE });
    });
}
