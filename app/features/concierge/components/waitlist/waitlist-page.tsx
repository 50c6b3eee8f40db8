import { useMemo } from 'react';
import { WAITLIST_STATUSES, type ConciergeWaitlistEntry } from '@shared/concierge-api';
import { consoleApi, csvHref } from '../../data/console-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { useListParams } from '../../data/use-list-params';
import { useRecordAction } from '../../data/use-record-action';
import { WAITLIST_STATUS } from '../../lib/status-words';
import { CsvLink } from '../common/csv-link';
import { ListFilters } from '../common/list-filters';
import { ListView } from '../common/list-view';
import { PageHeader } from '../common/page-header';
import { WAITLIST_COLUMNS, WaitlistRowActionsContext } from './waitlist-columns';
import { ContactedDialog, InviteDialog } from './waitlist-dialogs';

const FILTERS = ['status', 'q'] as const;
const STATUS_OPTIONS = WAITLIST_STATUSES.map((s) => ({
  value: s,
  label: WAITLIST_STATUS[s].label,
}));

/** /concierge/waitlist: applications, searched by name or email; invite or note a call. */
export function WaitlistPage() {
  const params = useListParams(FILTERS);
  const list = useConsoleQuery(`waitlist?${params.query}`, (signal) =>
    consoleApi.waitlist(params.query, signal),
  );
  const invite = useRecordAction<ConciergeWaitlistEntry>();
  const contacted = useRecordAction<ConciergeWaitlistEntry>();
  const { start: startInvite } = invite;
  const { start: startContacted } = contacted;
  const rowActions = useMemo(
    () => ({ invite: startInvite, contacted: startContacted }),
    [startInvite, startContacted],
  );
  return (
    <>
      <PageHeader
        title="Waitlist"
        description="Applications to join the club. Invite an applicant, or note a conversation."
        actions={<CsvLink href={csvHref('waitlist', params.query)} />}
      />
      <ListFilters
        params={params}
        label="Filter applications"
        search="Name or email"
        choices={[
          { name: 'status', label: 'Status', options: STATUS_OPTIONS, allLabel: 'All statuses' },
        ]}
      />
      <WaitlistRowActionsContext value={rowActions}>
        <ListView
          list={list}
          params={params}
          noun="applications"
          caption="Waitlist applications, newest first"
          columns={WAITLIST_COLUMNS}
          rowId={(e) => String(e.id)}
        />
      </WaitlistRowActionsContext>
      <InviteDialog action={invite} onDone={list.reload} />
      <ContactedDialog action={contacted} onDone={list.reload} />
    </>
  );
}
