/**
 * What a log line may not hold (issue 26, OWASP ASVS 5.0 V16.2: no sensitive data in logs), in the
 * two forms the logger applies (api/observability/logger.ts). In production every finished line
 * passes through `redact`: email addresses, the secrets of mailed links (reset, confirmation,
 * payment links), card numbers and API secrets, so a message written carelessly later, or an
 * error a library fills with the recipient (SMTP rejections do), is still caught. Everywhere, the
 * fields named below are blanked by configuration.
 */
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

/**
 * Runs on every line in production, so the rules that need one character (a link's `=`, an
 * address's `@`, a key's `_`) run only on lines that hold it: the address rule backtracks over
 * every word of a line, and lines without an `@` are nearly all of them. The replacements add none
 * of these characters, so skipping a rule never changes what a later one sees.
 */
export function redact(text: string): string {
  let out = text;
  if (out.includes('=')) out = out.replace(TOKEN_PARAM, '$1[redacted]');
  if (out.includes('@')) out = out.replace(EMAIL, '[email]');
  if (out.includes('_')) out = out.replace(API_SECRET, '[secret]');
  return out
    .replace(BARE_TOKEN, '[token]')
    .replace(DIGIT_RUN, (run) => (passesLuhn(run.replace(/\D/g, '')) ? '[card]' : run));
}

/**
 * Fields no line ever carries, whatever the environment, blanked by pino's `redact` before a line
 * is written (api/observability/logger.ts): passwords, tokens, cookies, the Authorization header
 * and card data, at the top of a logged object or inside the objects a line might carry (a
 * request's headers, a body). The access line logs none of them; this catches the line that one
 * day will. Named paths, not `*.password`: pino's wildcards cost more than the rest of a line.
 */
export const REDACTED_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'cookie',
  'authorization',
  'card',
  'cardNumber',
  'cvc',
  'cvv',
];
const PARENTS = ['body', 'input', 'data', 'user', 'headers', 'req.headers', 'request.headers'];
export const REDACTED_PATHS = [
  ...REDACTED_FIELDS,
  ...PARENTS.flatMap((parent) => REDACTED_FIELDS.map((field) => `${parent}.${field}`)),
  'res.headers["set-cookie"]',
  'headers["set-cookie"]',
];
