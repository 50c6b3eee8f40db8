import { useLocalQuery } from '@app/lib/use-local-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from '@shared/api';
import { UNAUTHENTICATED_REDIRECT_MS } from '@shared/constants';
import { toast, type ToastOptions } from '@app/components/ui/toast-store';
import { useUiStore } from '@app/stores/ui-store';
import { adoptServerCopy, deliveredProfileItem } from './profile-outbox';
import { useMemberSession, type MemberSession } from './use-member-session';

/**
 * A members' screen: signed out (once the snapshot is known), the visitor is told so and sent to
 * /login after 500 ms with a way back to `path`. Signed in, the server's answer to a profile save
 * delivered while away from /profile still reaches the local snapshot.
 */
export function useMemberGate(unauthorized: ToastOptions, path: string): MemberSession {
  const session = useMemberSession();
  const navigate = useNavigate();
  // A chosen sign-out is not an expired session: the header takes the member home instead.
  const signingOut = useUiStore((s) => s.signingOut);
  const signedOut = session.status === 'signed-out' && !signingOut;

  // The snapshot turns null outside React (sign-out in the header, a 401 from the server).
  useEffect(() => {
    if (!signedOut) return;
    toast(unauthorized);
    const timer = window.setTimeout(() => {
      navigate(`/login?redirect=${encodeURIComponent(path)}`, { replace: true });
    }, UNAUTHENTICATED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [signedOut, unauthorized, path, navigate]);

  useProfileDelivery(session.status === 'signed-in' ? session.user : undefined);
  return session;
}

function useProfileDelivery(user: CurrentUser | undefined) {
  const ownerId = user?.id;
  const delivered = useLocalQuery(
    (db) => (ownerId ? deliveredProfileItem(db, ownerId) : undefined),
    [ownerId],
  );
  // The sync engine delivers the save outside React; its answer is the newer server copy.
  useEffect(() => {
    const answer = delivered?.response as CurrentUser | undefined;
    if (answer?.id && answer.updatedAt) void adoptServerCopy(answer);
  }, [delivered]);
}
