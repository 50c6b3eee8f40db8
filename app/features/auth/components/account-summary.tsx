import { Button } from '@app/components/ui/button';
import { greetingName, useSession } from '../data/use-session';
import { useSignOut } from '../data/use-sign-out';
import { StandingLabel } from './standing-label';

/** The member block inside the menu sheet, where phones show the greeting and Sign Out. */
export function AccountSummary() {
  const { user } = useSession();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl border border-ink-600 bg-ink-850/80 px-5 py-4">
      <div className="min-w-0 leading-tight">
        <p className="truncate text-sm text-sand-100">Welcome, {greetingName(user)}</p>
        <StandingLabel user={user} className="mt-1 block" />
      </div>
      <Button variant="outline" size="sm" onClick={() => void signOut()}>
        Sign Out
      </Button>
    </div>
  );
}
