/**
 * What every branded mail needs from the configuration: the club's public address (for links
 * such as My trips) and the concierge's phone and email for the footer.
 */
import type { Env } from '../env';

/** The concierge's line, from SUPPORT_PHONE and SUPPORT_EMAIL, so a member stuck on a link can ask. */
export interface SupportContact {
  phone: string;
  email: string;
}

export interface MailContext {
  /** PUBLIC_URL, without a trailing slash */
  publicUrl: string;
  support: SupportContact;
}

export const mailContextOf = (
  env: Pick<Env, 'PUBLIC_URL' | 'SUPPORT_PHONE' | 'SUPPORT_EMAIL'>,
): MailContext => ({
  publicUrl: env.PUBLIC_URL,
  support: { phone: env.SUPPORT_PHONE, email: env.SUPPORT_EMAIL },
});

/** The member's dashboard: My trips and My orders. */
export const dashboardLink = ({ publicUrl }: MailContext) => `${publicUrl}/dashboard`;
