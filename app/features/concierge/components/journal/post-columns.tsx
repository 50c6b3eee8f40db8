import { Link, useLocation } from 'react-router-dom';
import type { ConsolePost } from '@shared/journal-api';
import { fromList } from '../../lib/back-to-list';
import { momentLabel } from '../../lib/format';
import { catalogRecordHref } from '../../lib/hrefs';
import { postStatusWord } from '../../lib/post-form';
import { columnsFor } from '../common/data-table';
import { StatusPill } from '../common/status-pill';

const column = columnsFor<ConsolePost>();

/** When it went public, or when it is due to. */
const dateOf = (post: ConsolePost) => post.publishedAt ?? post.publishAt;

export const postColumns = column.columns([
  column.accessor('title', {
    header: 'Title',
    cell: ({ row }) => <TitleCell post={row.original} />,
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <StatusPill status={postStatusWord(row.original)} />,
  }),
  column.accessor('author', {
    header: 'Author',
    cell: ({ row }) => (
      <span className="block max-w-[12rem] truncate text-stone-300">{row.original.author}</span>
    ),
    meta: { className: 'hidden md:table-cell' },
  }),
  column.display({
    id: 'date',
    header: 'Published',
    cell: ({ row }) => {
      const date = dateOf(row.original);
      return (
        <span className="whitespace-nowrap text-stone-300">{date ? momentLabel(date) : '—'}</span>
      );
    },
    meta: { className: 'hidden lg:table-cell' },
  }),
]);

function TitleCell({ post }: { post: ConsolePost }) {
  const { search } = useLocation();
  return (
    <Link
      to={catalogRecordHref('posts', post.id)}
      state={fromList(search)}
      className="line-clamp-2 max-w-[22rem] font-medium text-ivory-50 underline-offset-4 hover:text-gold-200 hover:underline"
    >
      {post.title}
    </Link>
  );
}
