import type { LinkProblemCode } from '@shared/api';

/**
 * What /register says about a waitlist invitation that cannot be used, per the API's `code`.
 * Calmly: registration is open to everyone, so the form is right below.
 */
export const INVITE_LINK_PROBLEMS: Record<LinkProblemCode, { title: string; body: string }> = {
  token_used: {
    title: 'This invitation has already been used',
    body: 'An account was created with it. If it was yours, sign in; otherwise you are welcome to create your account below.',
  },
  token_expired: {
    title: 'This invitation has expired',
    body: 'Invitations are valid for 14 days. You are still welcome to create your account below, or write to the concierge for a fresh one.',
  },
  token_replaced: {
    title: 'A newer invitation has been sent',
    body: 'Only the most recent invitation works. Open the latest email from us, or simply create your account below.',
  },
  token_invalid: {
    title: 'This invitation link is not valid',
    body: 'It may be incomplete or mistyped. Open it straight from the email, or simply create your account below.',
  },
};

export function isInviteLinkCode(code: string | undefined): code is LinkProblemCode {
  return code !== undefined && code in INVITE_LINK_PROBLEMS;
}
