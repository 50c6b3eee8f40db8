import type { CurrentUser } from '@shared/api';
import { Badge } from '@app/components/ui/badge';
import { LastUpdated } from '../shared/last-updated';

interface WelcomeHeaderProps {
  user: CurrentUser;
  /** when the member's snapshot was last confirmed by the server */
  fetchedAt: number;
}

/** The page's opening: the member's name, their standing, and how fresh this copy is. */
export function WelcomeHeader({ user, fetchedAt }: WelcomeHeaderProps) {
  const name = user.firstName?.trim() || user.email;
  return (
    <header className="min-w-0">
      <div className="flex flex-wrap items-center gap-3">
        <Badge>
          <span aria-hidden className="size-1.5 rounded-full bg-gold-400" />
          Premium Member
        </Badge>
        <LastUpdated fetchedAt={fetchedAt} />
      </div>
      <h1 className="mt-6 text-display-lg text-balance">
        Welcome back, <span className="text-gold-gradient italic">{name}</span>
      </h1>
      <p className="mt-4 max-w-xl text-base leading-relaxed text-stone-300 sm:text-lg">
        Your journeys, your progress and your concierge, in one private place.
      </p>
    </header>
  );
}
