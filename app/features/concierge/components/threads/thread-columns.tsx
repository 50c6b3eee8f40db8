import { Link, useLocation } from 'react-router-dom';
import type { ConciergeThread } from '@shared/threads-api';
import { fromList } from '../../lib/back-to-list';
import { momentLabel } from '../../lib/format';
import { threadHref } from '../../lib/hrefs';
import { THREAD_KIND } from '../../lib/status-words';
import { columnsFor } from '../common/data-table';

const column = columnsFor<ConciergeThread>();

export const THREAD_COLUMNS = column.columns([
  column.accessor('memberName', {
    header: 'Member',
    cell: ({ row }) => <MemberCell thread={row.original} />,
  }),
  column.accessor('subject', {
    header: 'About',
    cell: ({ row }) => (
      <span className="flex min-w-0 flex-col">
        <span className="text-xs font-semibold tracking-[0.12em] text-gold-400 uppercase">
          {THREAD_KIND[row.original.kind]}
        </span>
        <span className="line-clamp-1 max-w-[20rem] text-sand-100">{row.original.subject}</span>
      </span>
    ),
  }),
  column.accessor('unread', {
    header: 'Unread',
    cell: ({ row }) =>
      row.original.unread > 0 ? (
        <span className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-gold-400 px-2 text-xs font-semibold text-ink-950">
          {row.original.unread}
        </span>
      ) : (
        <span className="text-stone-400">—</span>
      ),
  }),
  column.accessor('lastMessageAt', {
    header: 'Last message',
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-stone-300">
        {momentLabel(row.original.lastMessageAt)}
      </span>
    ),
    meta: { className: 'hidden sm:table-cell' },
  }),
]);

function MemberCell({ thread }: { thread: ConciergeThread }) {
  const { search } = useLocation();
  return (
    <span className="flex min-w-0 flex-col">
      <Link
        to={threadHref(thread.id)}
        state={fromList(search)}
        className="font-medium text-ivory-50 underline-offset-4 hover:text-gold-200 hover:underline"
      >
        {thread.memberName || thread.memberEmail}
      </Link>
      <span className="truncate text-xs text-stone-400">{thread.memberEmail}</span>
    </span>
  );
}
