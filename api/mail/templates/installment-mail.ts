import { BRAND } from '@shared/brand';
import type { MailMessage } from '../mailer';
import type { SupportContact } from '../mail-context';
import { brandMessage } from './brand-mail';

/** The installment a mail is about, in the buyer's words: 'Chicago getaway…', '$36.79', 'Oct 14, 2025'. */
export interface InstallmentMailFacts {
  description: string;
  amount: string;
  due: string;
}

/** The bank asks the buyer to approve an installment themselves (docs/decisions/003). */
export function confirmInstallmentMail(
  to: string,
  facts: InstallmentMailFacts,
  link: string,
  support: SupportContact,
): MailMessage {
  const opening = `Your installment of ${facts.amount} for ${facts.description}, due ${facts.due}, needs your approval:`;
  return brandMessage(
    {
      to,
      subject: `Please confirm your ${BRAND.fullName} installment`,
      heading: 'Please confirm your installment',
      preview: opening,
      blocks: [
        {
          type: 'paragraph',
          text: `${opening}\nyour bank asks you to confirm this payment yourself before it goes through.`,
        },
        {
          type: 'action',
          label: 'Confirm the payment',
          hint: 'the link works for 7 days',
          href: link,
        },
        {
          type: 'paragraph',
          text: 'Nothing has been charged yet. Your bank may show its own check after you confirm.',
        },
      ],
    },
    support,
  );
}

/** The last attempt at an installment failed: what docs/decisions/003 promises the buyer. */
export function installmentFailedMail(
  to: string,
  facts: InstallmentMailFacts,
  support: SupportContact,
): MailMessage {
  const opening = `We tried to charge your installment of ${facts.amount} for ${facts.description}, due ${facts.due},`;
  return brandMessage(
    {
      to,
      subject: `We could not charge your ${BRAND.fullName} installment`,
      heading: 'We could not charge your installment',
      preview: `${opening} and your bank declined it.`,
      blocks: [
        {
          type: 'paragraph',
          text: `${opening}\nto the card you used at checkout, and your bank declined it each time. Nothing was charged.`,
        },
        {
          type: 'paragraph',
          text: 'Our concierge will contact you to arrange the payment, so your booking stays secure.',
        },
      ],
    },
    support,
  );
}
