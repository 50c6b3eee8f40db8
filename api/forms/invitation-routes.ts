/**
 * GET /api/waitlist/invitations/:token, public: whom a mailed registration link is for, so
 * /register can greet the applicant and fill in what the club already knows; or, as the reset
 * link's check does, a 400 whose `code` says why the link cannot be used. Reading it never uses it.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { WaitlistInvitation } from '@shared/api';
import { INVITATION_INVALID_MESSAGE, linkToken } from '@shared/schemas/auth';
import { checkInvitation, INVITATION_PROBLEMS } from './waitlist-invitations';
import { errorBody } from '../errors';
import { PRIVATE_NO_STORE } from '../middleware/require-user';
import type { FormsDeps } from './forms-deps';

const TokenSchema = linkToken(INVITATION_INVALID_MESSAGE);

export function waitlistInvitationRoutes({ db, clock }: FormsDeps) {
  return new Hono().get('/:token', (c) => {
    // The applicant's name and email: for them alone, never for a shared cache.
    c.header('Cache-Control', PRIVATE_NO_STORE);
    const token = v.safeParse(TokenSchema, c.req.param('token'));
    const check = token.success
      ? checkInvitation(db, token.output, clock())
      : ({ ok: false, problem: 'token_invalid' } as const);
    if (!check.ok) {
      const { problem: code } = check;
      return c.json(errorBody(INVITATION_PROBLEMS[code], { code }), 400);
    }
    return c.json<WaitlistInvitation>(check.invitation);
  });
}
