/**
 * Mails the buyer what an installment's settlement asks of them (installment-settlement.ts): the
 * link to confirm a payment their bank wants to approve, or word that the last attempt failed.
 * Sent after the transaction that settled the row; a mail that cannot go is logged, and the
 * order's attention flag still tells the concierge.
 */
import { PAYMENT_CONFIRM_PATH } from '@shared/installment-payment';
import type { Env } from '../../env';
import {
  confirmInstallmentMail,
  installmentFailedMail,
} from '../../mail/templates/installment-mail';
import { createMailer, type Mailer } from '../../mail/mailer';
import { mailContextOf, type MailContext } from '../../mail/mail-context';
import { centsToDecimal } from '../../lib/money';
import type { Logger } from '../../runtime';
import { formatDueDates } from './installment-schedule';
import type { InstallmentNotice } from './installment-settlement';

export type InstallmentNotifier = (notice: InstallmentNotice) => Promise<void>;

export interface NotifierDeps {
  mailer: Mailer;
  mail: MailContext;
  log: Logger;
}

export const confirmPaymentLink = (publicUrl: string, token: string) =>
  `${publicUrl}${PAYMENT_CONFIRM_PATH}?token=${token}`;

export function installmentNotifier({ mailer, mail, log }: NotifierDeps): InstallmentNotifier {
  const { publicUrl, support } = mail;
  return async (notice) => {
    const what = `Installment ${notice.installmentId} of order ${notice.orderId} (${notice.kind})`;
    if (!notice.to) return log(`${what}: the order has no email, reach the buyer by hand`);
    const facts = {
      description: notice.description,
      amount: `$${centsToDecimal(notice.amountCents)}`,
      due: formatDueDates([notice.dueOn]),
    };
    const message =
      notice.kind === 'authentication_required'
        ? confirmInstallmentMail(
            notice.to,
            facts,
            confirmPaymentLink(publicUrl, notice.token),
            support,
          )
        : installmentFailedMail(notice.to, facts, support);
    try {
      await mailer.send(message);
    } catch (err) {
      log(`${what}: the mail to the buyer could not be sent`, err);
    }
  };
}

/** The notifier server.ts gives the installment timer, from the same settings as the app's. */
export const installmentNotifierFor = (env: Env, log: Logger, mailer = createMailer(env, log)) =>
  installmentNotifier({ mailer, mail: mailContextOf(env), log });

/** Sends each notice; never throws (each send logs its own failure). */
export const sendNotices = (notify: InstallmentNotifier, notices: readonly InstallmentNotice[]) =>
  Promise.all(notices.map((notice) => notify(notice))).then(() => undefined);
