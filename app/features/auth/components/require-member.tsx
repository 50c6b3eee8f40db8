import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../data/use-session';

/**
 * Shows `children` to a signed-in member (from the local snapshot, so it works offline) and
 * sends anyone else to /login with a way back here.
 */
/** `returnTo` is a plain path of ours (no query), so it reads as is in the address bar. */
export function RequireMember({ returnTo, children }: { returnTo: string; children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return null;
  if (!user) return <Navigate to={`/login?redirect=${returnTo}`} replace />;
  return children;
}
