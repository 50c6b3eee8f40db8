import { Link } from 'react-router-dom';
import type { CurrentUser } from '@shared/api';
import { ROLE_LABEL } from '../../lib/console-nav';
import { personName } from '../../lib/format';

interface StaffCardProps {
  staff: CurrentUser;
  onSignOut: () => void;
}

/** Who is signed in, the way back to the site, and Sign out: the foot of the navigation. */
export function StaffCard({ staff, onSignOut }: StaffCardProps) {
  return (
    <div className="flex flex-col gap-3 border-t border-white/6 pt-4">
      <div className="min-w-0 px-3">
        <p className="truncate text-sm text-ivory-50">{personName(staff)}</p>
        <p className="text-[0.65rem] font-semibold tracking-[0.22em] text-gold-400 uppercase">
          {ROLE_LABEL[staff.role]}
        </p>
      </div>
      <div className="flex items-center gap-1 px-1 text-xs">
        <Link
          to="/home"
          className="rounded-md px-2 py-1.5 text-stone-300 transition hover:text-gold-300"
        >
          View the site
        </Link>
        <span aria-hidden className="text-ink-500">
          ·
        </span>
        <button
          type="button"
          onClick={onSignOut}
          className="cursor-pointer rounded-md px-2 py-1.5 text-stone-300 transition hover:text-gold-300"
        >
          Sign out
        </button>
      </div>
    </div>
  );
}
