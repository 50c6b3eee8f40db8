import { useId } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@app/components/ui/cn';
import { PAGE_SIZES, type ListParams } from '../../data/use-list-params';
import { countLabel } from '../../lib/format';

interface PagerProps {
  params: ListParams;
  /** how many rows match the filters, from the server */
  total: number;
  /** 'bookings': what the rows are, for the sentence */
  noun: string;
}

const step =
  'inline-flex h-9 items-center rounded-full border px-4 text-xs font-semibold tracking-[0.14em] uppercase transition';

/** Where the rows on screen are among all that match, the way to the others, and page size. */
export function Pager({ params, total, noun }: PagerProps) {
  const sizeId = useId();
  const { page, pageSize } = params;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className="mt-4 flex flex-col gap-3 text-sm text-stone-300 sm:flex-row sm:items-center sm:justify-between"
    >
      <p aria-live="polite">
        {total === 0
          ? `No ${noun}`
          : `${countLabel(first)}–${countLabel(last)} of ${countLabel(total)} ${noun}`}
        {pages > 1 && (
          <span className="text-stone-400">
            {' '}
            · page {countLabel(page)} of {countLabel(pages)}
          </span>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={sizeId} className="flex items-center gap-2 text-xs text-stone-400">
          Rows per page
          <select
            id={sizeId}
            value={pageSize}
            onChange={(e) => params.setPageSize(Number(e.target.value))}
            className="h-9 cursor-pointer rounded-lg border border-ink-600 bg-ink-850 px-2 text-sm text-ivory-50 hover:border-ink-500 focus:border-gold-500"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <PageStep to={page > 1 ? params.pageSearch(page - 1) : undefined} rel="prev">
          Previous
        </PageStep>
        <PageStep to={page < pages ? params.pageSearch(page + 1) : undefined} rel="next">
          Next
        </PageStep>
      </div>
    </nav>
  );
}

function PageStep({ to, rel, children }: { to?: string; rel: string; children: string }) {
  if (!to) {
    return (
      <span aria-disabled="true" className={cn(step, 'border-white/6 text-stone-400/60')}>
        {children}
      </span>
    );
  }
  return (
    <Link
      to={to}
      rel={rel}
      className={cn(
        step,
        'border-gold-500/45 text-gold-200 hover:border-gold-300 hover:bg-gold-500/10',
      )}
    >
      {children}
    </Link>
  );
}
