/**
 * Outgoing mail. With SMTP_URL set, nodemailer sends it; without, the message is written to the
 * server log, so a development or test server still hands out reset links. In production the log
 * only says that a mail was not sent: its recipient and its links are nobody else's to read.
 * Tests inject a fake.
 */
import { createTransport } from 'nodemailer';
import type { Env } from '../env';
import type { Logger } from '../runtime';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function logMailer(log: Logger, { production = false } = {}): Mailer {
  return {
    send: async ({ to, subject, text }) =>
      production
        ? log(`Mail not sent (no SMTP_URL set): "${subject}"; recipient and body withheld`)
        : log(`Mail to ${to} (no SMTP_URL set): ${subject}\n${text}`),
  };
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function createMailer(env: Env, log: Logger): Mailer {
  if (!env.SMTP_URL) return logMailer(log, { production: env.NODE_ENV === 'production' });
  return smtpMailer(env.SMTP_URL, env.MAIL_FROM ?? env.SUPPORT_EMAIL);
}
