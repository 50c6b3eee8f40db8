import { useState } from 'react';
import { ApiError } from '@app/local/api';
import { resendVerification } from '@app/local/account/auth';
import { toast } from '@app/components/ui/toast-store';
import { RESEND_OFFLINE, resendFailed } from '../lib/verification-toasts';

/**
 * 'Send again' on the email confirmation reminder. Never queued: a link mailed hours later, when
 * the device comes back online, would only confuse. The server's answer (or its refusal, a rate
 * limit included) is what the member reads.
 */
export function useResendVerification() {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string>();

  async function send() {
    if (!navigator.onLine) return void toast(RESEND_OFFLINE);
    setSending(true);
    try {
      setSent(await resendVerification());
    } catch (err) {
      toast(err instanceof ApiError ? resendFailed(err.body?.message) : RESEND_OFFLINE);
    } finally {
      setSending(false);
    }
  }

  return { send, sending, sent };
}
