import { LINK_PROBLEM_CODES, type LinkProblemCode } from '@shared/api';

/** Why an email-change link cannot be used: a link's usual reasons, or the address is taken. */
export type EmailLinkCode = LinkProblemCode | 'email_taken';

export const isEmailLinkCode = (code: unknown): code is EmailLinkCode =>
  code === 'email_taken' || (LINK_PROBLEM_CODES as readonly unknown[]).includes(code);

interface Problem {
  title: string;
  body: string;
}

/** What each problem means, per link: the change's (to the new address) or its undo. */
export const EMAIL_LINK_PROBLEMS: Record<'confirm' | 'undo', Record<EmailLinkCode, Problem>> = {
  confirm: {
    token_invalid: {
      title: 'This link is not valid',
      body: 'Please copy the whole link from the email, or ask for a new one from your profile.',
    },
    token_used: {
      title: 'This link was already used',
      body: 'Your email has already been changed with it.',
    },
    token_expired: {
      title: 'This link has expired',
      body: 'Links to change your email work for one hour. You can ask for a new one from your profile.',
    },
    token_replaced: {
      title: 'A newer link was sent',
      body: 'Only the link in the most recent email works. Please open that one.',
    },
    email_taken: {
      title: 'This address is taken',
      body: 'Another account uses this address now, so your email was not changed.',
    },
  },
  undo: {
    token_invalid: {
      title: 'This link is not valid',
      body: 'Please copy the whole link from the email, or call or write to the concierge.',
    },
    token_used: {
      title: 'This change was already undone',
      body: 'Your account is back on this address.',
    },
    token_expired: {
      title: 'This link has expired',
      body: 'A change can be undone for seven days. Please call or write to the concierge.',
    },
    token_replaced: {
      title: 'Your address was already restored',
      body: 'An earlier link put your account back on its address.',
    },
    email_taken: {
      title: 'This address is taken',
      body: 'Another account uses this address now. Please call or write to the concierge.',
    },
  },
};
