import { Link } from 'react-router-dom';
import { isStaffRole, type SessionUser } from '@shared/api';

const LABEL = 'text-[0.62rem] font-semibold tracking-[0.24em] text-gold-400 uppercase';

/**
 * Under the greeting: a member's standing, or for the club's staff the way back to their console
 * (staff land there after sign-in, but may browse the site as members see it). A snapshot from
 * before roles existed has none: a member.
 */
export function StandingLabel({ user, className = '' }: { user: SessionUser; className?: string }) {
  if (isStaffRole(user.role ?? 'member')) {
    return (
      <Link to="/concierge" className={`${LABEL} ${className}`}>
        Concierge console
      </Link>
    );
  }
  return <span className={`${LABEL} ${className}`}>Premium Member</span>;
}
