import { useMemo } from 'react';
import { INSTALLMENT_STATUSES, type ConciergeInstallment } from '@shared/concierge-api';
import { consoleApi } from '../../data/console-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { useListParams } from '../../data/use-list-params';
import { useRecordAction } from '../../data/use-record-action';
import { INSTALLMENT_STATUS } from '../../lib/status-words';
import { ListFilters } from '../common/list-filters';
import { ListView } from '../common/list-view';
import { PageHeader } from '../common/page-header';
import { INSTALLMENT_COLUMNS, InstallmentRowActionsContext } from './installment-columns';
import { ResolveDialog, RetryDialog } from './installment-dialogs';

const FILTERS = ['status', 'q'] as const;
const STATUS_OPTIONS = INSTALLMENT_STATUSES.map((s) => ({
  value: s,
  label: INSTALLMENT_STATUS[s].label,
}));

/** /concierge/installments: every scheduled vacation charge; retry a failed one, or settle it. */
export function InstallmentsPage() {
  const params = useListParams(FILTERS);
  const list = useConsoleQuery(`installments?${params.query}`, (signal) =>
    consoleApi.installments(params.query, signal),
  );
  const retry = useRecordAction<ConciergeInstallment>();
  const resolve = useRecordAction<ConciergeInstallment>();
  const { start: startRetry } = retry;
  const { start: startResolve } = resolve;
  const rowActions = useMemo(
    () => ({ retry: startRetry, resolve: startResolve }),
    [startRetry, startResolve],
  );
  return (
    <>
      <PageHeader
        title="Installments"
        description="Every scheduled charge of a vacation paid in parts, with the bank’s reason when one fails."
      />
      <ListFilters
        params={params}
        label="Filter installments"
        search="Email or order id"
        choices={[
          { name: 'status', label: 'Status', options: STATUS_OPTIONS, allLabel: 'All statuses' },
        ]}
      />
      <InstallmentRowActionsContext value={rowActions}>
        <ListView
          list={list}
          params={params}
          noun="installments"
          caption="Installments, by due date"
          columns={INSTALLMENT_COLUMNS}
          rowId={(i) => String(i.id)}
        />
      </InstallmentRowActionsContext>
      <RetryDialog action={retry} onDone={list.reload} />
      <ResolveDialog action={resolve} onDone={list.reload} />
    </>
  );
}
