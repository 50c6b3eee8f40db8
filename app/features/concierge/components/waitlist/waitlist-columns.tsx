import { createContext, use } from 'react';
import type { ConciergeWaitlistEntry } from '@shared/concierge-api';
import { momentLabel, personName } from '../../lib/format';
import { WAITLIST_STATUS } from '../../lib/status-words';
import { columnsFor } from '../common/data-table';
import { orDash } from '../common/detail-list';
import { StatusPill } from '../common/status-pill';

/** What a row's buttons do; the page provides it (its dialogs), the columns stay module-level. */
export interface WaitlistRowActions {
  invite: (entry: ConciergeWaitlistEntry) => void;
  contacted: (entry: ConciergeWaitlistEntry) => void;
}
export const WaitlistRowActionsContext = createContext<WaitlistRowActions | null>(null);

const column = columnsFor<ConciergeWaitlistEntry>();

export const WAITLIST_COLUMNS = column.columns([
  column.accessor('lastName', {
    header: 'Applicant',
    cell: ({ row }) => (
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-ivory-50">{personName(row.original)}</span>
        <a
          href={`mailto:${row.original.email}`}
          className="truncate text-xs text-stone-400 hover:text-gold-200"
        >
          {row.original.email}
        </a>
        {/* A phone has no room for the status column: the pill comes under the name. */}
        <StatusPill
          status={WAITLIST_STATUS[row.original.status]}
          className="mt-1.5 self-start sm:hidden"
        />
      </span>
    ),
  }),
  column.accessor('phoneNumber', {
    header: 'Phone',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{orDash(row.original.phoneNumber)}</span>
    ),
    meta: { className: 'hidden md:table-cell' },
  }),
  column.accessor('interests', {
    header: 'Interests',
    cell: ({ row }) => (
      <span className="line-clamp-2 max-w-xs text-stone-300">{orDash(row.original.interests)}</span>
    ),
    meta: { className: 'hidden lg:table-cell' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => <StatusCell entry={row.original} />,
    meta: { className: 'hidden sm:table-cell' },
  }),
  column.accessor('createdAt', {
    header: 'Applied',
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-stone-300">
        {momentLabel(row.original.createdAt)}
      </span>
    ),
    meta: { className: 'hidden sm:table-cell' },
  }),
  column.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <RowActions entry={row.original} />,
    meta: { className: 'text-right' },
  }),
]);

function StatusCell({ entry }: { entry: ConciergeWaitlistEntry }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <StatusPill status={WAITLIST_STATUS[entry.status]} />
      {entry.staffNote && (
        <span className="line-clamp-2 max-w-[14rem] text-xs text-stone-400" title={entry.staffNote}>
          {entry.staffNote}
        </span>
      )}
    </span>
  );
}

const rowButton =
  'h-8 cursor-pointer rounded-full border px-3 text-[0.65rem] font-semibold tracking-[0.14em] whitespace-nowrap uppercase transition';

function RowActions({ entry }: { entry: ConciergeWaitlistEntry }) {
  const actions = use(WaitlistRowActionsContext);
  if (!actions || entry.status === 'registered') return null;
  const name = personName(entry);
  return (
    <span className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
      <button
        type="button"
        onClick={() => actions.invite(entry)}
        aria-label={`Invite ${name}`}
        className={`${rowButton} border-gold-500/50 text-gold-200 hover:bg-gold-500/10`}
      >
        {entry.status === 'invited' ? 'Invite again' : 'Invite'}
      </button>
      <button
        type="button"
        onClick={() => actions.contacted(entry)}
        aria-label={`Mark ${name} contacted`}
        className={`${rowButton} border-white/12 text-sand-100 hover:border-gold-500/50`}
      >
        Contacted
      </button>
    </span>
  );
}
