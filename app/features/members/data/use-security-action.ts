import { authFailure } from '@app/local/account/auth';
import { needsReauth } from '@app/local/account/account-security';
import {
  PasskeyAlreadyHere,
  PasskeyCancelled,
  PasskeysUnsupported,
} from '@app/local/account/passkeys';
import { toast } from '@app/components/ui/toast-store';
import { SECURITY_OFFLINE } from '../lib/security-toasts';
import type { ReauthGate } from './use-reauth-gate';

export type SecurityOutcome<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      /** network: offline or unreachable (said already); cancelled: the member closed a prompt */
      kind: 'network' | 'cancelled' | 'refused';
      message?: string;
      issues?: Record<string, string>;
      code?: string;
    };

/** A failed call in the terms a form needs: the server's words, or why the device refused. */
export function securityFailure(err: unknown): SecurityOutcome<never> {
  if (err instanceof PasskeyCancelled) return { ok: false, kind: 'cancelled' };
  if (err instanceof PasskeyAlreadyHere || err instanceof PasskeysUnsupported) {
    return { ok: false, kind: 'refused', message: err.message };
  }
  const failure = authFailure(err);
  if (failure.kind === 'network') {
    toast(SECURITY_OFFLINE);
    return { ok: false, kind: 'network' };
  }
  if (failure.kind === 'rate-limited')
    return { ok: false, kind: 'refused', message: failure.message };
  const { message, issues, code } = failure;
  return { ok: false, kind: 'refused', message, issues, code };
}

/**
 * Runs an account call that must reach the server now (issue 24): offline it is not tried and
 * nothing is kept to send later; when the server asks the member to confirm it is them, the
 * dialog asks, and the call runs once more.
 */
export function useSecurityAction(gate: ReauthGate) {
  return async function run<T>(call: () => Promise<T>): Promise<SecurityOutcome<T>> {
    if (!navigator.onLine) {
      toast(SECURITY_OFFLINE);
      return { ok: false, kind: 'network' };
    }
    try {
      return { ok: true, value: await call() };
    } catch (err) {
      if (!needsReauth(err)) return securityFailure(err);
    }
    if (!(await gate.confirm())) return { ok: false, kind: 'cancelled' };
    try {
      return { ok: true, value: await call() };
    } catch (err) {
      return securityFailure(err);
    }
  };
}

export type RunSecurityAction = ReturnType<typeof useSecurityAction>;
