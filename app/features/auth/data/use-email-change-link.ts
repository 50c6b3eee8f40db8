import { useState } from 'react';
import type { EmailChangeResponse } from '@shared/account-api';
import { confirmEmailChange, undoEmailChange } from '@app/local/account/account-security';
import { toast } from '@app/components/ui/toast-store';
import { isEmailLinkCode, type EmailLinkCode } from '../lib/email-change-states';
import { failureMessage, useAccountRequest } from './use-account-request';

export type EmailLinkMode = 'confirm' | 'undo';

export type EmailLinkState =
  | { step: 'ready' }
  | { step: 'sending' }
  | { step: 'done'; answer: EmailChangeResponse }
  | { step: 'problem'; code: EmailLinkCode };

/**
 * /email-change: the link's token is sent when the member presses the button (never on opening
 * the page, which a mail scanner may do), to make the change or to undo it.
 */
export function useEmailChangeLink(mode: EmailLinkMode, token: string) {
  const { run, needsConnection } = useAccountRequest();
  const [state, setState] = useState<EmailLinkState>({ step: 'ready' });

  async function send() {
    setState({ step: 'sending' });
    const call = mode === 'confirm' ? confirmEmailChange : undoEmailChange;
    const result = await run(() => call(token));
    if (result.ok) return setState({ step: 'done', answer: result.value });
    const { failure } = result;
    if (failure.kind === 'refused' && isEmailLinkCode(failure.code)) {
      return setState({ step: 'problem', code: failure.code });
    }
    if (failure.kind !== 'network') {
      toast({
        title: 'Request Failed',
        description: failureMessage(failure) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
    setState({ step: 'ready' });
  }

  return { state, send, needsConnection };
}
