import { useState } from 'react';
import { authFailure, type AuthFailure } from '@app/local/account/auth';
import { toast } from '@app/components/ui/toast-store';
import { useSyncStore } from '@app/stores/sync-store';
import { CONNECTION_ERROR } from '../lib/auth-toasts';

export type AccountResult<T> = { ok: true; value: T } | { ok: false; failure: AuthFailure };

/**
 * Runs an account call that needs the server now (sign-in, registration, resets). Offline it is
 * not attempted at all: the form says so and shows spec 8's 'Connection Error', and nothing (a
 * password least of all) is kept to be sent later.
 */
export function useAccountRequest() {
  const online = useSyncStore((s) => s.online);
  const [unreachable, setUnreachable] = useState(false);

  async function run<T>(call: () => Promise<T>): Promise<AccountResult<T>> {
    if (!navigator.onLine) return noConnection();
    try {
      const value = await call();
      setUnreachable(false);
      return { ok: true, value };
    } catch (err) {
      const failure = authFailure(err);
      if (failure.kind === 'network') return noConnection();
      setUnreachable(false);
      return { ok: false, failure };
    }
  }

  function noConnection(): AccountResult<never> {
    setUnreachable(true);
    toast(CONNECTION_ERROR);
    return { ok: false, failure: { kind: 'network' } };
  }

  return { run, needsConnection: unreachable || !online };
}

/** The server's words for a refusal or a rate limit, when it sent any. */
export function failureMessage(failure: AuthFailure): string | undefined {
  return failure.kind === 'network' ? undefined : failure.message;
}
