import { Link } from 'react-router-dom';
import type { ConciergeToday } from '@shared/concierge-api';
import { cn } from '@app/components/ui/cn';
import { consoleApi } from '../../data/console-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { useLiveReload } from '../../data/use-live-reload';
import { useConsoleStaff } from '../../lib/console-context';
import { countLabel } from '../../lib/format';
import { TODAY_ITEMS, type TodayItem } from '../../lib/today-links';
import { PageHeader } from '../common/page-header';
import { FailureState } from '../common/query-states';

const GROUPS = ['Bookings', 'Applications and messages', 'Orders and payments'] as const;

/** /concierge: what waits, each count a way into its filtered list. */
export function TodayPage() {
  const staff = useConsoleStaff();
  const today = useConsoleQuery('today', (signal) => consoleApi.today(signal));
  // Every count moves with the members' records: any change reloads them.
  useLiveReload(today.reload);
  return (
    <>
      <PageHeader
        title="Today"
        description={`Welcome, ${staff.firstName?.trim() || staff.email}. What waits for the club’s attention, each count opening its list.`}
      />
      {today.failure ? (
        <FailureState failure={today.failure} onRetry={today.reload} />
      ) : (
        <div aria-busy={today.loading} className="flex flex-col gap-8">
          {!today.data && (
            <p role="status" className="sr-only">
              Loading today’s counts…
            </p>
          )}
          {GROUPS.map((group) => (
            <section key={group} aria-labelledby={`today-${group}`}>
              <h2
                id={`today-${group}`}
                className="mb-3 font-sans text-[0.7rem] font-semibold tracking-[0.22em] text-gold-400 uppercase"
              >
                {group}
              </h2>
              <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
                {TODAY_ITEMS.filter((item) => item.group === group).map((item) => (
                  <li key={item.key}>
                    <TodayCount item={item} today={today.data} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  );
}

function TodayCount({ item, today }: { item: TodayItem; today: ConciergeToday | undefined }) {
  const count = today?.[item.key];
  const waiting = count !== undefined && count > 0;
  return (
    <Link
      to={item.to}
      className={cn(
        'group flex h-full flex-col gap-3 rounded-2xl border p-4 transition duration-300 sm:p-5',
        waiting
          ? 'border-gold-500/30 bg-linear-to-br from-gold-500/10 to-ink-900/60 hover:border-gold-400/60'
          : 'border-white/7 bg-ink-900/60 hover:border-white/15',
      )}
    >
      <span
        className={cn(
          'font-display text-3xl leading-none lining-nums sm:text-4xl',
          waiting ? 'text-gold-200' : 'text-stone-300',
        )}
      >
        {count === undefined ? (
          <span aria-hidden className="inline-block h-9 w-12 animate-pulse rounded-md bg-white/6" />
        ) : (
          countLabel(count)
        )}
      </span>
      <span className="flex flex-col gap-0.5">
        <span className="text-sm font-medium text-ivory-50">{item.label}</span>
        <span className="text-xs text-stone-400">{count === 0 ? 'All clear' : item.detail}</span>
      </span>
      <span
        aria-hidden
        className="mt-auto hidden text-xs font-semibold tracking-[0.16em] text-gold-400 uppercase opacity-70 transition group-hover:opacity-100 sm:block"
      >
        Open list →
      </span>
    </Link>
  );
}
