import { MEMBERSHIP_STATUSES } from '@shared/api';
import { consoleApi } from '../../data/console-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { useListParams } from '../../data/use-list-params';
import { memberHref } from '../../lib/hrefs';
import { MEMBERSHIP_STATUS } from '../../lib/status-words';
import { ListFilters } from '../common/list-filters';
import { ListView } from '../common/list-view';
import { PageHeader } from '../common/page-header';
import { MEMBER_COLUMNS } from './member-columns';

const FILTERS = ['membershipStatus', 'q'] as const;
const STATUS_OPTIONS = MEMBERSHIP_STATUSES.map((s) => ({
  value: s,
  label: MEMBERSHIP_STATUS[s].label,
}));

/** /concierge/members: everyone with an account; open one for their trips and orders. */
export function MembersPage() {
  const params = useListParams(FILTERS);
  const list = useConsoleQuery(`members?${params.query}`, (signal) =>
    consoleApi.members(params.query, signal),
  );
  return (
    <>
      <PageHeader
        title="Members"
        description="Everyone with an account: their membership, their trips and their orders."
      />
      <ListFilters
        params={params}
        label="Filter members"
        search="Name or email"
        choices={[
          {
            name: 'membershipStatus',
            label: 'Membership',
            options: STATUS_OPTIONS,
            allLabel: 'Any membership',
          },
        ]}
      />
      <ListView
        list={list}
        params={params}
        noun="members"
        caption="Members, newest first"
        columns={MEMBER_COLUMNS}
        rowId={(m) => m.id}
        rowHref={(m) => memberHref(m.id)}
      />
    </>
  );
}
