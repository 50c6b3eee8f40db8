import { useState } from 'react';
import type { ResetTokenCode } from '@shared/api';
import { resetPassword } from '@app/local/auth';
import { toast } from '@app/components/ui/toast-store';
import { resetFailed } from '../lib/auth-toasts';
import { isResetTokenCode } from '../lib/reset-link-states';
import { failureMessage, useAccountRequest } from './use-account-request';

export type ResetState =
  | { step: 'form' }
  | { step: 'done'; message: string }
  | { step: 'problem'; code: ResetTokenCode };

/** /reset-password's state: a missing token is an invalid link before anything is sent. */
export function useResetPassword(token: string | null) {
  const { run, needsConnection } = useAccountRequest();
  const [state, setState] = useState<ResetState>({ step: 'form' });

  async function reset(password: string) {
    if (!token) return setState({ step: 'problem', code: 'token_invalid' });
    const result = await run(() => resetPassword({ token, password }));
    if (result.ok) return setState({ step: 'done', message: result.value });
    const { failure } = result;
    if (failure.kind === 'network') return;
    if (failure.kind === 'refused' && isResetTokenCode(failure.code)) {
      return setState({ step: 'problem', code: failure.code });
    }
    toast(resetFailed(failureMessage(failure)));
  }

  const shown: ResetState = token ? state : { step: 'problem', code: 'token_invalid' };
  return { state: shown, reset, needsConnection };
}
