import { MESSAGE_KINDS, MESSAGE_STATUSES } from '@shared/concierge-api';
import { consoleApi, csvHref } from '../../data/console-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { useListParams } from '../../data/use-list-params';
import { MESSAGE_KIND, MESSAGE_STATUS } from '../../lib/status-words';
import { CsvLink } from '../common/csv-link';
import { ListFilters } from '../common/list-filters';
import { ListView } from '../common/list-view';
import { PageHeader } from '../common/page-header';
import { messageHref } from '../../lib/hrefs';
import { MESSAGE_COLUMNS } from './message-columns';

const FILTERS = ['kind', 'status', 'q'] as const;
const KIND_OPTIONS = MESSAGE_KINDS.map((k) => ({ value: k, label: `${MESSAGE_KIND[k]}s` }));
const STATUS_OPTIONS = MESSAGE_STATUSES.map((s) => ({ value: s, label: MESSAGE_STATUS[s].label }));

/** /concierge/messages: contact messages and consultation requests, in one inbox. */
export function MessagesPage() {
  const params = useListParams(FILTERS);
  const list = useConsoleQuery(`messages?${params.query}`, (signal) =>
    consoleApi.messages(params.query, signal),
  );
  return (
    <>
      <PageHeader
        title="Messages"
        description="Contact messages and consultation requests. Reply by mail, then mark them handled."
        actions={<CsvLink href={csvHref('messages', params.query)} />}
      />
      <ListFilters
        params={params}
        label="Filter messages"
        search="Name, email or subject"
        choices={[
          { name: 'kind', label: 'Type', options: KIND_OPTIONS, allLabel: 'All types' },
          { name: 'status', label: 'Status', options: STATUS_OPTIONS, allLabel: 'All statuses' },
        ]}
      />
      <ListView
        list={list}
        params={params}
        noun="messages"
        caption="Messages and consultation requests, newest first"
        columns={MESSAGE_COLUMNS}
        rowId={(m) => String(m.id)}
        rowHref={(m) => messageHref(m.id)}
      />
    </>
  );
}
