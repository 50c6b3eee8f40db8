import type { ResetTokenCode } from '@shared/api';

/** What the page says about a link that cannot be used, per the API's `code`. */
export const RESET_LINK_PROBLEMS: Record<ResetTokenCode, { title: string; body: string }> = {
  token_used: {
    title: 'This link has already been used',
    body: 'Each reset link works once. If you did not just reset your password, request a new link.',
  },
  token_expired: {
    title: 'This link has expired',
    body: 'Reset links are valid for one hour. Request a new one and use it soon after it arrives.',
  },
  token_replaced: {
    title: 'A newer link has been sent',
    body: 'Only the most recent reset link works. Open the latest email from us, or request a new link.',
  },
  token_invalid: {
    title: 'This link is not valid',
    body: 'It may be incomplete or mistyped. Request a new link and open it straight from the email.',
  },
};

export function isResetTokenCode(code: string | undefined): code is ResetTokenCode {
  return code !== undefined && code in RESET_LINK_PROBLEMS;
}
