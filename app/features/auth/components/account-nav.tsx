import { Button } from '@app/components/ui/button';
import { greetingName, useSession } from '../data/use-session';
import { useSignOut } from '../data/use-sign-out';
import { StandingLabel } from './standing-label';

/** Header greeting for members on wider screens (phones get AccountSummary in the menu). */
export function AccountNav() {
  const { user } = useSession();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <div className="hidden items-center gap-4 md:flex">
      <div className="flex flex-col items-end leading-tight">
        <span className="text-sm text-sand-100">Welcome, {greetingName(user)}</span>
        <StandingLabel user={user} />
      </div>
      <Button variant="outline" size="sm" onClick={() => void signOut()}>
        Sign Out
      </Button>
    </div>
  );
}
