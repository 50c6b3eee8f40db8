import { useState } from 'react';
import type { ResetTokenCode } from '@shared/api';
import { resetPassword } from '@app/local/account/auth';
import { toast } from '@app/components/ui/toast-store';
import { resetFailed } from '../lib/auth-toasts';
import { isResetTokenCode } from '../lib/reset-link-states';
import { failureMessage, useAccountRequest } from './use-account-request';

type FieldIssues = Record<string, string>;

export type ResetState =
  { step: 'form' } | { step: 'done'; message: string } | { step: 'problem'; code: ResetTokenCode };

/** /reset-password's state: a missing token is an invalid link before anything is sent. */
export function useResetPassword(token: string | null) {
  const { run, needsConnection } = useAccountRequest();
  const [state, setState] = useState<ResetState>({ step: 'form' });

  /** Answers the server's per-field messages (a too common password) for the form's fields. */
  async function reset(password: string): Promise<FieldIssues | undefined> {
    if (!token) return void setState({ step: 'problem', code: 'token_invalid' });
    const result = await run(() => resetPassword({ token, password }));
    if (result.ok) return void setState({ step: 'done', message: result.value });
    const { failure } = result;
    if (failure.kind === 'network') return;
    if (failure.kind === 'refused' && isResetTokenCode(failure.code)) {
      return void setState({ step: 'problem', code: failure.code });
    }
    toast(resetFailed(failureMessage(failure)));
    return failure.kind === 'refused' ? failure.issues : undefined;
  }

  const shown: ResetState = token ? state : { step: 'problem', code: 'token_invalid' };
  return { state: shown, reset, needsConnection };
}
