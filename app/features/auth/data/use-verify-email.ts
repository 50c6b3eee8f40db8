import { useEffect, useEffectEvent, useState } from 'react';
import type { LinkProblemCode } from '@shared/api';
import { verifyEmail } from '@app/local/account/auth';
import { toast } from '@app/components/ui/toast-store';
import { verifyFailed } from '../lib/auth-toasts';
import { isVerifyLinkCode } from '../lib/verify-link-states';
import { failureMessage, useAccountRequest, type AccountResult } from './use-account-request';

export type VerifyState =
  | { step: 'confirming' }
  | { step: 'done'; message: string }
  | { step: 'problem'; code: LinkProblemCode }
  /** no answer (offline, or the server unreachable) or a refusal: the page offers to try again */
  | { step: 'retry' };

/**
 * One request per link and attempt: React mounts a screen twice in development, and a second
 * POST of the same token would answer 'already used' to a member who had just confirmed.
 */
const requests = new Map<string, Promise<AccountResult<string>>>();

function stateOf(result: AccountResult<string>): VerifyState {
  if (result.ok) return { step: 'done', message: result.value };
  const { failure } = result;
  if (failure.kind === 'refused' && isVerifyLinkCode(failure.code)) {
    return { step: 'problem', code: failure.code };
  }
  if (failure.kind !== 'network') toast(verifyFailed(failureMessage(failure)));
  return { step: 'retry' };
}

/** /verify-email's state: the link's token is sent as soon as the page opens. */
export function useVerifyEmail(token: string | null) {
  const { run, needsConnection } = useAccountRequest();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<VerifyState>({ step: 'confirming' });
  // `run` is a new function on every render; the request belongs to the link and the attempt.
  const send = useEffectEvent((link: string) => run(() => verifyEmail({ token: link })));

  useEffect(() => {
    if (!token) return;
    let current = true;
    const key = `${attempt}:${token}`;
    let request = requests.get(key);
    if (!request) {
      request = send(token);
      requests.set(key, request);
    }
    void request.then((result) => {
      if (current) setState(stateOf(result));
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const retry = () => {
    setState({ step: 'confirming' });
    setAttempt((n) => n + 1);
  };
  const shown: VerifyState = token ? state : { step: 'problem', code: 'token_invalid' };
  return { state: shown, retry, needsConnection };
}
