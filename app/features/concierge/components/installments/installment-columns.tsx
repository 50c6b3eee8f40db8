import { createContext, use } from 'react';
import { Link } from 'react-router-dom';
import type { ConciergeInstallment } from '@shared/concierge-api';
import { centsLabel, dayLabel, momentLabel } from '../../lib/format';
import { orderHref } from '../../lib/hrefs';
import { canResolve, canRetry } from '../../lib/installment-rules';
import { INSTALLMENT_STATUS } from '../../lib/status-words';
import { columnsFor } from '../common/data-table';
import { orDash } from '../common/detail-list';
import { StatusPill } from '../common/status-pill';

/** What a row's buttons do (the page's dialogs); the columns stay module-level. */
export interface InstallmentRowActions {
  retry: (installment: ConciergeInstallment) => void;
  resolve: (installment: ConciergeInstallment) => void;
}
export const InstallmentRowActionsContext = createContext<InstallmentRowActions | null>(null);

const column = columnsFor<ConciergeInstallment>();

export const INSTALLMENT_COLUMNS = column.columns([
  column.accessor('orderId', {
    header: 'Order',
    cell: ({ row }) => <OrderCell installment={row.original} />,
  }),
  column.accessor('dueOn', {
    header: 'Due',
    cell: ({ row }) => <span className="whitespace-nowrap">{dayLabel(row.original.dueOn)}</span>,
    meta: { className: 'hidden sm:table-cell' },
  }),
  column.accessor('amountCents', {
    header: 'Amount',
    cell: ({ row }) => centsLabel(row.original.amountCents),
    meta: { numeric: true, className: 'hidden sm:table-cell' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => <StatusCell installment={row.original} />,
    meta: { className: 'hidden sm:table-cell' },
  }),
  column.accessor('attempts', {
    header: 'Attempts',
    meta: { numeric: true, className: 'hidden md:table-cell' },
  }),
  column.accessor('nextAttemptAt', {
    header: 'Next attempt',
    cell: ({ row }) =>
      row.original.status === 'scheduled' || row.original.status === 'failed' ? (
        <span className="whitespace-nowrap text-stone-300">
          {momentLabel(row.original.nextAttemptAt)}
        </span>
      ) : (
        orDash(null)
      ),
    meta: { className: 'hidden lg:table-cell' },
  }),
  column.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <RowActions installment={row.original} />,
    meta: { className: 'text-right' },
  }),
]);

/** The order it belongs to; on a phone, when, how much and its state too (no room for them). */
function OrderCell({ installment: i }: { installment: ConciergeInstallment }) {
  return (
    <span className="flex min-w-0 flex-col">
      <Link
        to={orderHref(i.orderId)}
        className="text-xs tracking-wide text-ivory-50 tabular-nums hover:text-gold-200"
      >
        {i.orderId.slice(0, 12)}
      </Link>
      <span className="max-w-[10rem] truncate text-xs text-stone-400 sm:max-w-[14rem]">
        {orDash(i.email)}
      </span>
      <span className="mt-1.5 flex flex-col items-start gap-1.5 text-xs text-sand-100 sm:hidden">
        Due {dayLabel(i.dueOn)} · {centsLabel(i.amountCents)}
        <StatusPill status={INSTALLMENT_STATUS[i.status]} />
      </span>
    </span>
  );
}

function StatusCell({ installment: i }: { installment: ConciergeInstallment }) {
  const note = i.status === 'resolved' ? i.resolutionNote : i.lastError;
  return (
    <span className="flex flex-col items-start gap-1">
      <StatusPill status={INSTALLMENT_STATUS[i.status]} />
      {note && (
        <span className="line-clamp-2 max-w-[16rem] text-xs text-stone-400" title={note}>
          {note}
        </span>
      )}
    </span>
  );
}

const rowButton =
  'h-8 cursor-pointer rounded-full border px-3 text-[0.65rem] font-semibold tracking-[0.14em] whitespace-nowrap uppercase transition';

function RowActions({ installment }: { installment: ConciergeInstallment }) {
  const actions = use(InstallmentRowActionsContext);
  if (!actions) return null;
  const due = `the installment due ${dayLabel(installment.dueOn)}`;
  return (
    <span className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
      {canRetry(installment) && (
        <button
          type="button"
          onClick={() => actions.retry(installment)}
          aria-label={`Retry ${due} now`}
          className={`${rowButton} border-gold-500/50 text-gold-200 hover:bg-gold-500/10`}
        >
          Retry now
        </button>
      )}
      {canResolve(installment) && (
        <button
          type="button"
          onClick={() => actions.resolve(installment)}
          aria-label={`Resolve ${due}`}
          className={`${rowButton} border-white/12 text-sand-100 hover:border-gold-500/50`}
        >
          Resolve
        </button>
      )}
    </span>
  );
}
