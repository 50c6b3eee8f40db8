/**
 * What a production log line may not hold (issue 26, OWASP ASVS 5.0 V16.2: no sensitive data in
 * logs): email addresses, the secrets of mailed links (reset, confirmation, payment links), card
 * numbers and API secrets. Every line and every logged error passes through here in production,
 * so a message written carelessly later, or an error a library fills with the recipient (SMTP
 * rejections do), is still caught.
 */
import { inspect } from 'node:util';
import type { Env } from './env';
import type { Logger } from './runtime';

const EMAIL = /[\w.%+-]+@[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}/gi;
/** A secret in a link's query: ?token=..., &token=... */
const TOKEN_PARAM = /([?&](?:token|key|code|secret)=)[^\s&"'<>]+/gi;
/** Our link and session tokens: 20 random bytes in lower-case base32 (sessions.ts). */
const BARE_TOKEN = /\b[a-z2-7]{32}\b/g;
/** Stripe secret and webhook keys, should an error ever carry one. */
const API_SECRET = /\b(?:sk|rk|whsec)_(?:live_|test_)?[A-Za-z\d]{8,}\b/g;
/** 13 to 19 digits, spaces or dashes between: a card number when the Luhn check agrees. */
const DIGIT_RUN = /\b\d(?:[ -]?\d){12,18}\b/g;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export function redact(text: string): string {
  return text
    .replace(TOKEN_PARAM, '$1[redacted]')
    .replace(EMAIL, '[email]')
    .replace(API_SECRET, '[secret]')
    .replace(BARE_TOKEN, '[token]')
    .replace(DIGIT_RUN, (run) => (passesLuhn(run.replace(/\D/g, '')) ? '[card]' : run));
}

/** The logger of a production server: the same lines, with nothing of the above in them. */
export function redactingLogger(log: Logger): Logger {
  return (message, error) => {
    if (error === undefined) return log(redact(message));
    // inspect() shows the stack, the cause and the extra fields libraries attach (`rejected`).
    log(redact(message), redact(inspect(error, { depth: 4 })));
  };
}

/** The logger to use under this configuration: redacted in production, as given elsewhere. */
export const loggerFor = (env: Pick<Env, 'NODE_ENV'>, log: Logger): Logger =>
  env.NODE_ENV === 'production' ? redactingLogger(log) : log;
