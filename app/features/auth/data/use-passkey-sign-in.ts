import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from '@shared/api';
import { ApiError, NetworkError } from '@app/local/api';
import {
  cancelPasskeyPrompt,
  PasskeyCancelled,
  passkeyAutofillAvailable,
  signInWithPasskey,
} from '@app/local/account/passkeys';
import { toast } from '@app/components/ui/toast-store';
import { signInFailed } from '../lib/auth-toasts';
import { landingFor, safeRedirect } from '../lib/safe-redirect';
import { failureMessage, useAccountRequest } from './use-account-request';

/** The server's answer or a lost connection: the errors an account call reports itself. */
const fromServer = (err: unknown) => err instanceof ApiError || err instanceof NetworkError;

/**
 * A passkey sign-in where a prompt the member closed is no failure (null), and the browser's own
 * refusal (no passkey support, a security error) is given as words rather than thrown.
 */
async function passkeySignIn(autofill = false): Promise<CurrentUser | string | null> {
  try {
    return await signInWithPasskey({ autofill });
  } catch (err) {
    if (err instanceof PasskeyCancelled) return null;
    if (fromServer(err)) throw err;
    return err instanceof Error && err.message
      ? err.message
      : 'This device could not use a passkey.';
  }
}

/** Says why a sign-in was refused (a toast) and returns the words for the form's notice. */
function announceRefusal(message: string | undefined): string | undefined {
  const failed = signInFailed(message);
  toast(failed);
  return failed.description;
}

/**
 * Sign in with a passkey on /login (issue 24): the button opens the browser's prompt; where the
 * browser offers passkeys in the email field's autofill (conditional mediation), a pending request
 * waits for the member to pick one there. Either way a new session, then on as after a password.
 */
export function usePasskeySignIn(redirect: string | null) {
  const navigate = useNavigate();
  const { run, needsConnection } = useAccountRequest();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const redirectRef = useRef(redirect);

  const finish = (user: CurrentUser) =>
    navigate(safeRedirect(redirectRef.current, landingFor(user)), { replace: true });
  const refuse = (message: string | undefined) => setRefusal(announceRefusal(message));

  // Once per visit of /login (the router's navigate is stable).
  useEffect(() => {
    let left = false;
    void (async () => {
      if (!navigator.onLine || !(await passkeyAutofillAvailable()) || left) return;
      try {
        const user = await passkeySignIn(true);
        if (user && typeof user !== 'string' && !left) {
          navigate(safeRedirect(redirectRef.current, landingFor(user)), { replace: true });
        }
      } catch (err) {
        // The button's prompt or leaving the page ends it: said only when the server refused.
        const message = (err as { body?: { message?: string } } | null)?.body?.message;
        if (!left && message) setRefusal(announceRefusal(message));
      }
    })();
    return () => {
      left = true;
      cancelPasskeyPrompt();
    };
  }, [navigate]);

  async function signIn() {
    setRefusal(undefined);
    setBusy(true);
    const result = await run(() => passkeySignIn());
    setBusy(false);
    if (result.ok) {
      if (typeof result.value === 'string') refuse(result.value);
      else if (result.value) await finish(result.value);
      return;
    }
    if (result.failure.kind !== 'network') refuse(failureMessage(result.failure));
  }

  return { signIn, busy, refusal, needsConnection };
}
