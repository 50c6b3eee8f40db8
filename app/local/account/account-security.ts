/**
 * The member's own security and data calls (issue 24): never queued in the outbox, like every
 * account call (auth.ts): each means something only while the member is here and online, and
 * some carry a password. Errors reach the caller as ApiError or NetworkError; authFailure reads
 * them.
 */
import {
  ACCOUNT_API,
  REAUTH_REQUIRED_CODE,
  type AccountExport,
  type EmailChangeResponse,
  type PasskeyItem,
  type ReauthResponse,
  type SessionItem,
} from '@shared/account-api';
import type { MessageResponse } from '@shared/api';
import type { ChangePassword, DeleteAccount } from '@shared/schemas/account-security';
import { ApiError, apiRequest } from '../api';
import { pullMemberChanges } from '../sync/member-pull';
import type { SessionOptions } from '../session/session';

/** The server asks the member to confirm it is them (password or passkey) first. */
export const needsReauth = (err: unknown) =>
  err instanceof ApiError && err.status === 403 && err.body?.code === REAUTH_REQUIRED_CODE;

export const listPasskeys = () => apiRequest<PasskeyItem[]>(ACCOUNT_API.passkeys);

export const removePasskey = async (id: string) =>
  (await apiRequest<MessageResponse>(ACCOUNT_API.passkey(id), { method: 'DELETE' })).message;

export const listSessions = () => apiRequest<SessionItem[]>(ACCOUNT_API.sessions);

export const endSession = async (id: string) =>
  (await apiRequest<MessageResponse>(ACCOUNT_API.session(id), { method: 'DELETE' })).message;

export const endOtherSessions = async () =>
  (
    await apiRequest<MessageResponse>(ACCOUNT_API.revokeOtherSessions, {
      method: 'POST',
      jsonContentType: true,
    })
  ).message;

export const reauthWithPassword = (password: string) =>
  apiRequest<ReauthResponse>(ACCOUNT_API.reauth, { body: { password } });

export const changePassword = async (input: ChangePassword) =>
  (await apiRequest<MessageResponse>(ACCOUNT_API.password, { body: input })).message;

export const requestEmailChange = async (email: string) =>
  (await apiRequest<MessageResponse>(ACCOUNT_API.email, { body: { email } })).message;

/**
 * The mailed links: they work signed out, on any device. A member signed in here is read again:
 * their new address shows, or (after an undo, which ends every session) they are signed out.
 */
export async function confirmEmailChange(token: string, opts: SessionOptions = {}) {
  const answer = await apiRequest<EmailChangeResponse>(ACCOUNT_API.emailConfirm, {
    body: { token },
  });
  void pullMemberChanges(opts).catch(() => undefined);
  return answer;
}

export async function undoEmailChange(token: string, opts: SessionOptions = {}) {
  const answer = await apiRequest<EmailChangeResponse>(ACCOUNT_API.emailUndo, {
    body: { token },
  });
  void pullMemberChanges(opts).catch(() => undefined);
  return answer;
}

/** GET /api/user/export: the file's content, for the screen to hand to the browser. */
export async function exportAccount(): Promise<{ fileName: string; json: string }> {
  const data = await apiRequest<AccountExport>(ACCOUNT_API.export);
  const day = data.exportedAt.slice(0, 10);
  return { fileName: `aurelian-account-${day}.json`, json: JSON.stringify(data, null, 2) };
}

/**
 * DELETE /api/user. The caller forgets the member on this device (session.ts signOutLocally)
 * once the member's screens are gone, so none of them greets a deleted member with 'Please log in'.
 */
export async function deleteAccount(input: DeleteAccount): Promise<string> {
  const { message } = await apiRequest<MessageResponse>(ACCOUNT_API.account, {
    method: 'DELETE',
    body: input,
  });
  return message;
}
