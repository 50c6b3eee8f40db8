import type { ReactNode } from 'react';
import type { CurrentUser } from '@shared/api';
import { Badge } from '@app/components/ui/badge';
import { LastUpdated } from '../shared/last-updated';

interface ProfileHeaderProps {
  user: CurrentUser;
  fetchedAt: number;
  /** the avatar change control, composed in by the route */
  avatar?: ReactNode;
}

const initials = (user: CurrentUser) =>
  [user.firstName, user.lastName].map((n) => n?.trim()[0] ?? '').join('') || user.email[0];

/** The member's portrait, name and standing at the top of /profile. */
export function ProfileHeader({ user, fetchedAt, avatar }: ProfileHeaderProps) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return (
    <header className="flex flex-col gap-6 pt-12 pb-10 sm:flex-row sm:items-center sm:pt-16">
      <div className="flex flex-col items-start gap-3">
        {user.profileImageUrl ? (
          <img
            src={user.profileImageUrl}
            alt=""
            className="size-24 rounded-full object-cover ring-2 ring-gold-500/60 ring-offset-4 ring-offset-ink-950"
          />
        ) : (
          <span
            aria-hidden
            className="grid size-24 place-items-center rounded-full bg-linear-to-br from-gold-300 to-gold-600 font-display text-3xl font-semibold text-ink-950 uppercase ring-2 ring-gold-500/40 ring-offset-4 ring-offset-ink-950"
          >
            {initials(user)}
          </span>
        )}
        {avatar}
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <Badge>Premium Member</Badge>
          <LastUpdated fetchedAt={fetchedAt} />
        </div>
        <h1 className="mt-4 text-display-lg break-words">{name}</h1>
        <p className="mt-2 text-stone-300">{user.email}</p>
      </div>
    </header>
  );
}
