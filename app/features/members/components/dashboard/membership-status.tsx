import { Link } from 'react-router-dom';
import type { MembershipStatus as Status } from '@shared/api';
import { buttonClasses } from '@app/components/ui/button';
import { cn } from '@app/components/ui/cn';
import { MEMBERSHIP_VIEWS } from '../../lib/membership-status';
import { UpdateCardButton } from './update-card-button';

/** Spec 2.9's membership status panel, from `CurrentUser.membershipStatus`. */
export function MembershipStatus({ status }: { status: Status }) {
  const view = MEMBERSHIP_VIEWS[status];
  const active = view.tone === 'active';
  return (
    <section
      aria-labelledby="membership-status-title"
      className="relative overflow-hidden rounded-3xl border border-gold-500/25 bg-linear-to-br from-ink-850 via-ink-900 to-ink-950 p-6 shadow-card sm:p-7"
    >
      <div aria-hidden className="hairline absolute inset-x-0 top-0 opacity-70" />
      <h2
        id="membership-status-title"
        className="text-eyebrow font-sans font-semibold tracking-[0.28em] text-gold-500 uppercase"
      >
        Membership status
      </h2>
      <p className="mt-4 flex items-start gap-3 font-display text-3xl text-ivory-50">
        <span
          aria-hidden
          className={cn(
            'mt-3.5 size-2.5 shrink-0 rounded-full',
            active ? 'bg-success-500 shadow-[0_0_12px] shadow-success-500/60' : 'bg-gold-400',
          )}
        />
        {view.label}
      </p>
      <p className="mt-3 text-sm leading-relaxed text-stone-300">{view.detail}</p>
      {view.updateCard && <UpdateCardButton />}
      {view.action && (
        <Link to={view.action.href} className={buttonClasses('gold', 'md', 'mt-6 w-full')}>
          {view.action.label}
        </Link>
      )}
    </section>
  );
}
