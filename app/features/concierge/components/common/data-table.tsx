import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type Header,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cn } from '@app/components/ui/cn';
import { fromList } from '../../lib/back-to-list';

/** What a column may say about its cells beyond their content. */
interface ConsoleColumnMeta {
  /** on its header and cells: `hidden md:table-cell` keeps a phone's table to what matters */
  className?: string;
  /** figures: right-aligned, tabular */
  numeric?: boolean;
}

/**
 * The console's tables sort and nothing else here: the filters and the paging are the server's,
 * in the address. The sort goes to the server too (`sort`); the page's rows are also put in that
 * order here, which changes nothing once the server has ordered them.
 */
export const consoleTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnMeta: {} as ConsoleColumnMeta,
});
type Features = typeof consoleTableFeatures;

export const columnsFor = <T extends RowData>() => createColumnHelper<Features, T>();
/** A list's columns, as its column helper's `columns([...])` gives them. */
export type ConsoleColumns<T extends RowData> = ReturnType<
  ReturnType<typeof columnsFor<T>>['columns']
>;

export interface DataTableProps<T extends RowData> {
  /** says what the table lists (and how it is sorted), for assistive technology */
  caption: string;
  columns: ConsoleColumns<T>;
  rows: readonly T[];
  rowId: (row: T) => string;
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** a click anywhere on a row but its own links and buttons opens this */
  rowHref?: (row: T) => string;
  /** a newer page is on its way: the rows shown are the last ones */
  busy?: boolean;
  /** shown in place of the body when there are no rows */
  empty?: ReactNode;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function DataTable<T extends RowData>({
  caption,
  columns,
  rows,
  rowId,
  sorting = [],
  onSortingChange,
  rowHref,
  busy = false,
  empty,
}: DataTableProps<T>) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const table = useTable({
    features: consoleTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => rowId(row),
    // Only a list that can be ordered on the server offers to sort.
    enableSorting: onSortingChange !== undefined,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      onSortingChange?.(typeof updater === 'function' ? updater(sorting) : updater);
    },
  });

  const openRow = (row: T) => (event: MouseEvent<HTMLTableRowElement>) => {
    if (!rowHref || (event.target as Element).closest('a, button, input, select, textarea')) return;
    // A selection being made (copying an email) is not a click to open.
    if (window.getSelection()?.toString()) return;
    navigate(rowHref(row), { state: fromList(search) });
  };

  return (
    <div
      aria-busy={busy}
      className={cn(
        // relative: the screen-reader-only headers stay inside the scrolling box, not past the page.
        'relative overflow-x-auto rounded-2xl border border-white/7 bg-ink-900/60 transition-opacity',
        busy && 'opacity-60',
      )}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-white/8 bg-ink-850/80">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </HeaderCell>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-white/5">
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              onClick={openRow(row.original)}
              className={cn(
                'align-top transition-colors',
                rowHref && 'cursor-pointer hover:bg-gold-500/4',
              )}
            >
              {row.getAllCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                return (
                  <td
                    key={cell.id}
                    className={cn(
                      'px-3 py-3 text-sand-100 sm:px-4',
                      meta?.numeric && 'text-right tabular-nums',
                      meta?.className,
                    )}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && empty}
    </div>
  );
}

function HeaderCell<T extends RowData>({
  header,
  children,
}: {
  header: Header<Features, T>;
  children: ReactNode;
}) {
  const meta = header.column.columnDef.meta;
  const sortable = header.column.getCanSort();
  const sorted = header.column.getIsSorted();
  const className = cn(
    'px-3 py-3 text-[0.68rem] font-semibold tracking-[0.16em] whitespace-nowrap text-stone-300 uppercase sm:px-4',
    meta?.numeric && 'text-right',
    meta?.className,
  );
  if (!sortable) {
    return (
      <th scope="col" className={className}>
        {children}
      </th>
    );
  }
  return (
    <th scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : 'none'} className={className}>
      <button
        type="button"
        onClick={header.column.getToggleSortingHandler()}
        className="inline-flex cursor-pointer items-center gap-1.5 rounded tracking-[0.16em] uppercase transition hover:text-gold-200"
      >
        {children}
        <SortGlyph direction={sorted} />
      </button>
    </th>
  );
}

function SortGlyph({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg aria-hidden viewBox="0 0 10 12" className="h-3 w-2.5" fill="currentColor">
      <path d="M5 1 8.5 5h-7Z" className={direction === 'asc' ? 'text-gold-300' : 'opacity-30'} />
      <path d="M5 11 1.5 7h7Z" className={direction === 'desc' ? 'text-gold-300' : 'opacity-30'} />
    </svg>
  );
}
