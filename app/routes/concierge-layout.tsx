import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { isStaffRole } from '@shared/api';
import { useTitle } from '@app/components/layout/use-title';
import { useUiStore } from '@app/stores/ui-store';
import { useSignOut } from '@app/features/auth/data/use-sign-out';
import { useMemberSession } from '@app/features/members/data/use-member-session';
import { ConsoleOpening } from '@app/features/concierge/components/shell/console-opening';
import { ConsoleShell } from '@app/features/concierge/components/shell/console-shell';
import { StaffOnlyPage } from '@app/features/concierge/components/shell/staff-only-page';
import type { ConsoleContext } from '@app/features/concierge/lib/console-context';
import { signInAgainPath } from '@app/features/concierge/lib/sign-in-path';

/**
 * Every /concierge screen's frame, and its door: signed out, to sign-in and back; a member (or a
 * snapshot from before roles, which has none), a polite word. Signed out is believed as the
 * members' area believes it: once this page load's check has answered. The server checks the
 * role again on every call (401 / 403), so this only spares people a screen they cannot use.
 */
export default function ConciergeLayoutRoute() {
  const session = useMemberSession();
  const location = useLocation();
  const signOut = useSignOut();
  const signingOut = useUiStore((s) => s.signingOut);
  if (session.status === 'loading' || (session.status === 'signed-out' && signingOut)) {
    return <ConsoleOpening />;
  }
  if (session.status === 'signed-out') return <Navigate to={signInAgainPath(location)} replace />;
  const { user } = session;
  if (!isStaffRole(user.role ?? 'member')) return <StaffOnly />;
  const context: ConsoleContext = { staff: user };
  return (
    <ConsoleShell staff={user} onSignOut={() => void signOut()}>
      <Outlet context={context} />
      <ScrollRestoration />
    </ConsoleShell>
  );
}

function StaffOnly() {
  useTitle('Staff only');
  return <StaffOnlyPage />;
}
