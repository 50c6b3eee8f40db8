import { telHref } from '@shared/external-links';
import { LINKS } from './external-links';

/** The concierge's phone and email, fixed at build time from SUPPORT_PHONE and SUPPORT_EMAIL. */
export const SUPPORT = {
  phone: LINKS.SUPPORT_PHONE,
  phoneHref: telHref(LINKS.SUPPORT_PHONE),
  email: LINKS.SUPPORT_EMAIL,
  emailHref: `mailto:${LINKS.SUPPORT_EMAIL}`,
} as const;
