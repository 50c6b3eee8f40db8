import { Link } from 'react-router-dom';
import type { AuditEntry } from '@shared/api';
import { actionWords, auditChanges } from '../../lib/audit-diff';
import { momentLabel } from '../../lib/format';
import { bookingHref, memberHref, messageHref, orderHref } from '../../lib/hrefs';
import { columnsFor } from '../common/data-table';

const RECORD_HREF: Record<string, (id: string) => string> = {
  booking: bookingHref,
  message: messageHref,
  contact_message: messageHref,
  order: orderHref,
  user: memberHref,
  member: memberHref,
};

const column = columnsFor<AuditEntry>();

export const AUDIT_COLUMNS = column.columns([
  column.accessor('createdAt', {
    header: 'When',
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-stone-300">
        {momentLabel(row.original.createdAt)}
      </span>
    ),
    meta: { className: 'hidden md:table-cell' },
  }),
  column.accessor('staffEmail', {
    header: 'Who',
    cell: ({ row }) => (
      <span className="block max-w-[14rem] truncate">{row.original.staffEmail}</span>
    ),
    meta: { className: 'hidden md:table-cell' },
  }),
  column.accessor('action', {
    header: 'What',
    cell: ({ row }) => <ActionCell entry={row.original} />,
  }),
  column.display({
    id: 'change',
    header: 'Before → after',
    cell: ({ row }) => <ChangeCell entry={row.original} />,
    meta: { className: 'hidden md:table-cell' },
  }),
]);

function ActionCell({ entry }: { entry: AuditEntry }) {
  const href = RECORD_HREF[entry.entityType];
  const record = `${entry.entityType.replace(/_/g, ' ')} ${entry.entityId.slice(0, 10)}`;
  return (
    <div className="flex flex-col">
      <span className="text-ivory-50">{actionWords(entry.action)}</span>
      {href ? (
        <Link
          to={href(entry.entityId)}
          className="self-start text-xs text-gold-300 hover:underline"
        >
          {record}
        </Link>
      ) : (
        <span className="text-xs text-stone-400">{record}</span>
      )}
      {/* A phone has one column: who, when and the change come under what was done. */}
      <span className="text-xs text-stone-400 md:hidden">
        {entry.staffEmail} · {momentLabel(entry.createdAt)}
      </span>
      <div className="mt-2 md:hidden">
        <ChangeCell entry={entry} />
      </div>
    </div>
  );
}

function ChangeCell({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-stone-400">No field changed</span>;
  return (
    <dl className="grid max-w-xl grid-cols-[7rem_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-xs sm:grid-cols-[8.5rem_minmax(0,1fr)]">
      {changes.map((c) => (
        <div key={c.field} className="contents">
          <dt className="text-stone-400">{c.field}</dt>
          <dd className="break-words">
            <span className="text-stone-300 line-through decoration-stone-500/60">{c.before}</span>
            <span aria-hidden className="mx-1.5 text-gold-500">
              →
            </span>
            <span className="sr-only"> changed to </span>
            <span className="text-ivory-50">{c.after}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
