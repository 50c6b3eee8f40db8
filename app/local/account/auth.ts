/**
 * Account calls that must reach the server now and are never queued in the outbox: a password is
 * not written to this device, and a sign-in only means something when the server answers.
 */
import {
  API,
  RATE_LIMITED_CODE,
  type AuthResponse,
  type AvatarResponse,
  type CurrentUser,
  type MessageResponse,
  type WaitlistInvitation,
} from '@shared/api';
import type {
  ForgotPassword,
  Login,
  Register,
  ResetPassword,
  VerifyEmail,
} from '@shared/schemas/auth';
import { AVATAR_FIELD } from '@shared/schemas/avatar';
import { ApiError, NetworkError, apiRequest } from '../api';
import { localDb } from '../db/local-db';
import { pullMemberChanges, signedIn } from '../sync/member-pull';
import { storeUser, type SessionOptions } from '../session/session';

/** Why an account call did not succeed, in the terms a form needs to say so. */
export type AuthFailure =
  /** no answer: offline, DNS, connection reset */
  | { kind: 'network' }
  /** too many attempts; the server's message says when to try again */
  | { kind: 'rate-limited'; message?: string }
  | {
      kind: 'refused';
      status: number;
      message?: string;
      issues?: Record<string, string>;
      code?: string;
    };

export function authFailure(err: unknown): AuthFailure {
  if (err instanceof NetworkError) return { kind: 'network' };
  if (err instanceof ApiError) {
    const message = err.body?.message?.trim() || undefined;
    if (err.status === 429 || err.body?.code === RATE_LIMITED_CODE) {
      return { kind: 'rate-limited', message };
    }
    return {
      kind: 'refused',
      status: err.status,
      message,
      issues: err.body?.issues,
      code: err.body?.code,
    };
  }
  throw err;
}

/** The snapshot keeps the CurrentUser shape; the spec's snake_case copies stay on the wire. */
function memberOf({ user }: AuthResponse): CurrentUser {
  const { first_name: _first, last_name: _last, ...member } = user;
  return member;
}

/** POST /api/auth/login; on success the device belongs to the member (session snapshot). */
export async function signIn(input: Login, opts: SessionOptions = {}): Promise<CurrentUser> {
  const user = memberOf(await apiRequest<AuthResponse>(API.signIn, { body: input }));
  await signedIn(user, opts);
  return user;
}

/** POST /api/auth/register: the account is created and signed in at once. */
export async function register(input: Register, opts: SessionOptions = {}): Promise<CurrentUser> {
  const user = memberOf(await apiRequest<AuthResponse>(API.register, { body: input }));
  await signedIn(user, opts);
  return user;
}

/**
 * GET /api/waitlist/invitations/:token: whom a mailed waitlist invitation is for, so /register can
 * greet them and fill in their details. Never cached: the link's state is the server's to say.
 */
export async function fetchInvitation(
  token: string,
  signal?: AbortSignal,
): Promise<WaitlistInvitation> {
  return apiRequest<WaitlistInvitation>(API.waitlistInvitation(token), { signal });
}

/** POST /api/auth/forgot-password: the same answer whether or not the account exists. */
export async function requestPasswordReset(input: ForgotPassword): Promise<string> {
  return (await apiRequest<MessageResponse>(API.forgotPassword, { body: input })).message;
}

/** POST /api/auth/reset-password with the mailed token; answers the server's confirmation. */
export async function resetPassword(input: ResetPassword): Promise<string> {
  return (await apiRequest<MessageResponse>(API.resetPassword, { body: input })).message;
}

/**
 * POST /api/auth/verify-email with the mailed link's token; answers the server's confirmation. A
 * member signed in on this device is read again, so the dashboard loses its reminder and shows the
 * orders their address placed before they joined.
 */
export async function verifyEmail(input: VerifyEmail, opts: SessionOptions = {}): Promise<string> {
  const { message } = await apiRequest<MessageResponse>(API.verifyEmail, { body: input });
  void pullMemberChanges(opts).catch(() => undefined);
  return message;
}

/** POST /api/auth/resend-verification: a new confirmation link for the signed-in member. */
export async function resendVerification(): Promise<string> {
  const { message } = await apiRequest<MessageResponse>(API.resendVerification, {
    method: 'POST',
    jsonContentType: true,
  });
  return message;
}

/**
 * POST /api/upload/avatar (multipart, field `avatar`). The snapshot shows the new picture at
 * once; the member is then read again, since the upload also moved their `updatedAt` (which a
 * profile save sends back to detect conflicts).
 */
export async function uploadAvatar(file: Blob, opts: SessionOptions = {}): Promise<string> {
  const body = new FormData();
  body.append(AVATAR_FIELD, file);
  const { avatarUrl } = await apiRequest<AvatarResponse>(API.avatar, { method: 'POST', body });
  const db = opts.db ?? (await localDb());
  const current = (await db.session.get('current'))?.user;
  if (current) await storeUser({ ...current, profileImageUrl: avatarUrl }, opts);
  void pullMemberChanges(opts).catch(() => undefined);
  return avatarUrl;
}
