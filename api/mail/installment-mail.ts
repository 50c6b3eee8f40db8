import { BRAND } from '@shared/brand';
import type { MailMessage } from './mailer';
import type { SupportContact } from './password-reset-mail';

/** The installment a mail is about, in the buyer's words: 'Chicago getaway…', '$36.79', 'Oct 14, 2025'. */
export interface InstallmentMailFacts {
  description: string;
  amount: string;
  due: string;
}

const concierge = (support: SupportContact) =>
  `Questions? Call the concierge on ${support.phone} or write to ${support.email}.`;

/** The bank asks the buyer to approve an installment themselves (docs/decisions/003). */
export function confirmInstallmentMail(
  to: string,
  facts: InstallmentMailFacts,
  link: string,
  support: SupportContact,
): MailMessage {
  return {
    to,
    subject: `Please confirm your ${BRAND.fullName} installment`,
    text: [
      `Your installment of ${facts.amount} for ${facts.description}, due ${facts.due}, needs your approval:`,
      'your bank asks you to confirm this payment yourself before it goes through.',
      '',
      'Confirm it here (the link works for 7 days):',
      link,
      '',
      'Nothing has been charged yet. Your bank may show its own check after you confirm.',
      '',
      concierge(support),
    ].join('\n'),
  };
}

/** The last attempt at an installment failed: what docs/decisions/003 promises the buyer. */
export function installmentFailedMail(
  to: string,
  facts: InstallmentMailFacts,
  support: SupportContact,
): MailMessage {
  return {
    to,
    subject: `We could not charge your ${BRAND.fullName} installment`,
    text: [
      `We tried to charge your installment of ${facts.amount} for ${facts.description}, due ${facts.due},`,
      'to the card you used at checkout, and your bank declined it each time. Nothing was charged.',
      '',
      'Our concierge will contact you to arrange the payment, so your booking stays secure.',
      '',
      concierge(support),
    ].join('\n'),
  };
}
