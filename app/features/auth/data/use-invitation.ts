import { useEffect, useState } from 'react';
import type { LinkProblemCode, WaitlistInvitation } from '@shared/api';
import { ApiError } from '@app/local/api';
import { fetchInvitation } from '@app/local/account/auth';
import { isInviteLinkCode } from '../lib/invite-link-states';

export type InvitationState =
  /** no `?invite=` */
  | { step: 'none' }
  | { step: 'checking' }
  | { step: 'ready'; invitation: WaitlistInvitation }
  /** the server says the link cannot be used: the page says why, and the token is not sent */
  | { step: 'problem'; code: LinkProblemCode }
  /** no answer (offline, the server unreachable): the token goes with the registration anyway */
  | { step: 'unchecked' };

function stateOfFailure(err: unknown): InvitationState {
  const code = err instanceof ApiError ? err.body?.code : undefined;
  return isInviteLinkCode(code) ? { step: 'problem', code } : { step: 'unchecked' };
}

/**
 * /register?invite=…: whom the mailed waitlist invitation is for, asked once per token. The
 * token to send with the registration is undefined only when the server said it is unusable.
 */
export function useInvitation(token: string | null) {
  const [answer, setAnswer] = useState<{ token: string; state: InvitationState }>();

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchInvitation(token, controller.signal).then(
      (invitation) => setAnswer({ token, state: { step: 'ready', invitation } }),
      (err: unknown) => {
        if (!controller.signal.aborted) setAnswer({ token, state: stateOfFailure(err) });
      },
    );
    return () => controller.abort();
  }, [token]);

  if (!token) return { state: { step: 'none' } as InvitationState, invite: undefined };
  const state: InvitationState = answer?.token === token ? answer.state : { step: 'checking' };
  return { state, invite: state.step === 'problem' ? undefined : token };
}
