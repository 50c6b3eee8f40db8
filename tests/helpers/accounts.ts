/** Members made through the real endpoints, and the session cookie they are given. */
import type { MailMessage, Mailer } from '@api/mail/mailer';
import { API, type AuthResponse, type CurrentUser } from '@shared/api';
import { json, withCookie, type TestApp } from './api';

export const PASSWORD = 'correct horse battery';

export const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Amelia',
  lastName: 'Hart',
  email: 'amelia@example.com',
  phoneNumber: '+15550102030',
  password: PASSWORD,
  ...overrides,
});

/** `session=<token>` from a response's Set-Cookie (the last one, as a browser keeps it). */
export function sessionCookie(res: Response): string | null {
  const cookies = res.headers.getSetCookie().filter((c) => c.startsWith('session='));
  const last = cookies.at(-1)?.split(';')[0];
  return last && last !== 'session=' ? last : null;
}

/**
 * The Set-Cookie lines a response sends for one cookie, in order (a browser applies each, so the
 * last wins). Headers.get would join the session cookie and its hint into one string.
 */
export function setCookies(res: Response, name: string): string[] {
  return res.headers.getSetCookie().filter((c) => c.startsWith(`${name}=`));
}

export async function register(t: TestApp, overrides: Record<string, unknown> = {}) {
  const res = await t.post(API.register, registration(overrides));
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error('register: no session cookie');
  const { user } = (await res.json()) as AuthResponse;
  return { user, cookie };
}

export const signIn = (t: TestApp, email: string, password = PASSWORD, cookie?: string) =>
  t.post(API.signIn, { email, password }, { headers: cookie ? { Cookie: cookie } : {} });

/** A mailer that keeps what it is asked to send. */
export function fakeMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message) };
}

/** GET /api/auth/user with the member's cookie: who the server says is signed in. */
export const currentUser = async (t: TestApp, cookie: string) =>
  json<CurrentUser>(await t.request(API.authUser, withCookie(cookie)));

/** Marks a member's email confirmed, as opening the mailed link does (guest orders then show). */
export function confirmEmail(t: TestApp, userId: string, at = '2025-09-20T12:00:00.000Z'): void {
  t.db.$client.prepare('UPDATE users SET email_verified_at = ? WHERE id = ?').run(at, userId);
}
