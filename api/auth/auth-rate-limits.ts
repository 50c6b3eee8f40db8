/**
 * The brute-force limits of the account endpoints (DESIGN.md security figures). Sign-in is
 * limited per account tightly and per address generously (a household or office behind one NAT
 * must never be locked out), both counting failures only; registration per address; password
 * reset requests per address and per account; new confirmation mails per member. Each figure
 * comes from the environment. A member's own security calls (issue 24) are limited like sign-in:
 * a check of their password or passkey shares sign-in's very counters, so a session cannot be
 * used to guess the password past sign-in's limit.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { clientAddress } from '../middleware/client-address';
import { rateLimit } from '../middleware/rate-limit';
import { SqliteRateLimitStore } from '../middleware/rate-limit-store';
import type { Clock } from '../runtime';

/** The body's email as the account key (lower-cased, as stored); null when there is none. */
async function emailInBody(c: Context): Promise<string | null> {
  try {
    const body: unknown = await c.req.json();
    if (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string') {
      return body.email.trim().toLowerCase() || null;
    }
  } catch {
    // Not JSON: the route's validator answers 400; only the per-address limit applies.
  }
  return null;
}

const SIGN_IN_ACCOUNT = 'signin-account';
const SIGN_IN_ADDRESS = 'signin-address';

/** The signed-in member (set by the session middleware), or null. */
const memberOf = (c: Context) =>
  (c.get('user') as { id: string; email: string } | null | undefined) ?? null;

export interface AuthRateLimits {
  signIn: MiddlewareHandler[];
  register: MiddlewareHandler[];
  forgotPassword: MiddlewareHandler[];
  /** after the session middleware and requireUser: counted per member */
  resendVerification: MiddlewareHandler[];
  /** a check of a signed-in member's password or passkey: sign-in's own counters */
  memberCheck: MiddlewareHandler[];
  /** the other security calls of a member (devices, passkeys, email): failures, like sign-in */
  accountActions: MiddlewareHandler[];
  /** new WebAuthn challenges, per address: each is a row until answered or expired */
  passkeyChallenges: MiddlewareHandler[];
  /** the data export: one a minute per member (issue 24) */
  accountExport: MiddlewareHandler[];
  /** After a password reset the member may sign in at once, whatever failures came before. */
  clearSignInFailures(email: string): void;
}

export function authRateLimits(db: Db, clock: Clock, env: Env): AuthRateLimits {
  const enabled = env.RATE_LIMITS === 'on';
  const byAddress = (c: Context) => clientAddress(c, env.TRUST_PROXY);
  const common = { db, clock, enabled };
  /**
   * Failures only, under sign-in's figures: generously per address, tightly per account. The
   * counters are the names': a member's own password check shares sign-in's.
   */
  const failureLimits = (
    names: { address: string; account: string },
    what: string,
    accountKey: (c: Context) => Promise<string | null> | string | null,
  ): MiddlewareHandler[] => [
    rateLimit({
      ...common,
      ...env.RATE_LIMIT_SIGNIN_ADDRESS,
      name: names.address,
      key: byAddress,
      what,
      failuresOnly: true,
    }),
    rateLimit({
      ...common,
      ...env.RATE_LIMIT_SIGNIN_ACCOUNT,
      name: names.account,
      key: accountKey,
      what,
      failuresOnly: true,
    }),
  ];
  const signInCounters = { address: SIGN_IN_ADDRESS, account: SIGN_IN_ACCOUNT };
  return {
    signIn: failureLimits(signInCounters, 'sign-in attempts', emailInBody),
    register: [
      rateLimit({
        ...common,
        ...env.RATE_LIMIT_REGISTER_ADDRESS,
        name: 'register-address',
        key: byAddress,
        what: 'registration attempts',
      }),
    ],
    forgotPassword: [
      rateLimit({
        ...common,
        ...env.RATE_LIMIT_FORGOT_ADDRESS,
        name: 'forgot-address',
        key: byAddress,
        what: 'password reset requests',
      }),
      rateLimit({
        ...common,
        ...env.RATE_LIMIT_FORGOT_ACCOUNT,
        name: 'forgot-account',
        key: emailInBody,
        what: 'password reset requests',
      }),
    ],
    resendVerification: [
      rateLimit({
        ...common,
        ...env.RATE_LIMIT_VERIFY_ACCOUNT,
        name: 'verify-account',
        key: (c) => (c.get('user') as { id: string } | null | undefined)?.id ?? null,
        what: 'confirmation emails',
      }),
    ],
    memberCheck: failureLimits(
      signInCounters,
      'sign-in attempts',
      (c) => memberOf(c)?.email ?? null,
    ),
    accountActions: failureLimits(
      { address: 'account-address', account: 'account-member' },
      'account requests',
      (c) => memberOf(c)?.id ?? null,
    ),
    passkeyChallenges: [
      rateLimit({
        ...common,
        ...env.RATE_LIMIT_WRITES_ADDRESS,
        name: 'passkey-challenge-address',
        key: byAddress,
        what: 'passkey requests',
      }),
    ],
    accountExport: [
      rateLimit({
        ...common,
        limit: 1,
        windowMs: 60_000,
        name: 'export-member',
        key: (c) => memberOf(c)?.id ?? null,
        what: 'exports',
      }),
    ],
    clearSignInFailures: (email) =>
      new SqliteRateLimitStore(db, clock, SIGN_IN_ACCOUNT).resetKey(email.toLowerCase()),
  };
}
