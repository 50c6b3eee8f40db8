import { Link, useLocation } from 'react-router-dom';
import type { ConciergeMessage } from '@shared/concierge-api';
import { fromList } from '../../lib/back-to-list';
import { messageHref } from '../../lib/hrefs';
import { momentLabel } from '../../lib/format';
import { MESSAGE_KIND, MESSAGE_STATUS } from '../../lib/status-words';
import { columnsFor } from '../common/data-table';
import { StatusPill } from '../common/status-pill';

/** A message's subject line: its subject, the contact form's type, or the consultation's topic. */
export const messageSubject = (m: ConciergeMessage) =>
  m.subject || m.details?.topic || m.type || MESSAGE_KIND[m.kind];

const column = columnsFor<ConciergeMessage>();

export const MESSAGE_COLUMNS = column.columns([
  column.accessor('name', {
    header: 'From',
    cell: ({ row }) => <SenderCell message={row.original} />,
  }),
  column.accessor('kind', {
    header: 'About',
    cell: ({ row }) => (
      <span className="flex min-w-0 flex-col">
        <span className="text-xs font-semibold tracking-[0.12em] text-gold-400 uppercase">
          {MESSAGE_KIND[row.original.kind]}
        </span>
        <span className="line-clamp-1 max-w-[16rem] text-sand-100">
          {messageSubject(row.original)}
        </span>
      </span>
    ),
  }),
  column.accessor('message', {
    header: 'Message',
    cell: ({ row }) => (
      <span className="line-clamp-2 max-w-md text-stone-300">{row.original.message}</span>
    ),
    meta: { className: 'hidden lg:table-cell' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => <StatusPill status={MESSAGE_STATUS[row.original.status]} />,
  }),
  column.accessor('createdAt', {
    header: 'Received',
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-stone-300">
        {momentLabel(row.original.createdAt)}
      </span>
    ),
    meta: { className: 'hidden sm:table-cell' },
  }),
]);

function SenderCell({ message }: { message: ConciergeMessage }) {
  const { search } = useLocation();
  return (
    <span className="flex min-w-0 flex-col">
      <Link
        to={messageHref(message.id)}
        state={fromList(search)}
        className="font-medium text-ivory-50 underline-offset-4 hover:text-gold-200 hover:underline"
      >
        {message.name}
      </Link>
      <span className="truncate text-xs text-stone-400">{message.email}</span>
    </span>
  );
}
