import type { LinkProblemCode } from '@shared/api';

/** What /verify-email says about a confirmation link that cannot be used, per the API's `code`. */
export const VERIFY_LINK_PROBLEMS: Record<LinkProblemCode, { title: string; body: string }> = {
  token_used: {
    title: 'Your email is already confirmed',
    body: 'This link has been used before, so there is nothing more to do. Your dashboard awaits.',
  },
  token_expired: {
    title: 'This link has expired',
    body: 'Confirmation links are valid for 24 hours. Sign in and choose Send Again on your dashboard for a fresh one.',
  },
  token_replaced: {
    title: 'A newer link has been sent',
    body: 'Only the most recent confirmation link works. Open the latest email from us, or send a new one from your dashboard.',
  },
  token_invalid: {
    title: 'This link is not valid',
    body: 'It may be incomplete or mistyped. Open it straight from the email, or send a new one from your dashboard.',
  },
};

export function isVerifyLinkCode(code: string | undefined): code is LinkProblemCode {
  return code !== undefined && code in VERIFY_LINK_PROBLEMS;
}
