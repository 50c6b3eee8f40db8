import type { RowData } from '@tanstack/react-table';
import type { PageOf } from '@shared/api';
import type { ConsoleQuery } from '../../data/use-console-query';
import type { ListParams } from '../../data/use-list-params';
import { DataTable, type DataTableProps } from './data-table';
import { Pager } from './pager';
import { EmptyState, FailureState, LoadingTable } from './query-states';

interface ListViewProps<T extends RowData> extends Omit<
  DataTableProps<T>,
  'rows' | 'busy' | 'empty'
> {
  list: ConsoleQuery<PageOf<T>>;
  params: ListParams;
  /** 'bookings': what the rows are */
  noun: string;
}

/** A console list's body: its table and pager, or what stands in for them. */
export function ListView<T extends RowData>({ list, params, noun, ...table }: ListViewProps<T>) {
  if (list.failure) return <FailureState failure={list.failure} onRetry={list.reload} />;
  if (!list.data) return <LoadingTable label={noun} />;
  const { items, total } = list.data;
  const beyondTheEnd = items.length === 0 && total > 0;
  return (
    <>
      <DataTable
        {...table}
        rows={items}
        busy={list.loading}
        empty={
          beyondTheEnd ? (
            <EmptyState title="Nothing on this page">
              The list is shorter now than when this page was asked for.
            </EmptyState>
          ) : params.filtered ? (
            <EmptyState
              title={`No ${noun} match these filters`}
              action={
                <button
                  type="button"
                  onClick={params.clearFilters}
                  className="cursor-pointer text-sm text-gold-300 underline underline-offset-4 hover:text-gold-200"
                >
                  Clear the filters
                </button>
              }
            />
          ) : (
            <EmptyState title={`No ${noun} yet`}>
              When there are, they will be listed here, newest first.
            </EmptyState>
          )
        }
      />
      <Pager params={params} total={total} noun={noun} />
    </>
  );
}
