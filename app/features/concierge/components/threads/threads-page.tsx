import { consoleApi } from '../../data/console-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { useListParams } from '../../data/use-list-params';
import { THREAD_CHANGES, useLiveReload } from '../../data/use-live-reload';
import { threadHref } from '../../lib/hrefs';
import { ListFilters } from '../common/list-filters';
import { ListView } from '../common/list-view';
import { PageHeader } from '../common/page-header';
import { THREAD_COLUMNS } from './thread-columns';

const FILTERS = ['unread', 'q'] as const;
const UNREAD_OPTIONS = [
  { value: 'true', label: 'Awaiting a reply' },
  { value: 'false', label: 'Answered' },
];

/** /concierge/threads: members' conversations, beside the inbox's contact messages. */
export function ThreadsPage() {
  const params = useListParams(FILTERS);
  const list = useConsoleQuery(`threads?${params.query}`, (signal) =>
    consoleApi.threads(params.query, signal),
  );
  useLiveReload(list.reload, THREAD_CHANGES);
  return (
    <>
      <PageHeader
        title="Conversations"
        description="Members write from the app about a trip, an order, a consultation or anything at all. Replies reach their app and their inbox."
      />
      <ListFilters
        params={params}
        label="Filter conversations"
        search="Member, email or subject"
        choices={[
          { name: 'unread', label: 'Show', options: UNREAD_OPTIONS, allLabel: 'All conversations' },
        ]}
      />
      <ListView
        list={list}
        params={params}
        noun="conversations"
        caption="Members' conversations, latest message first"
        columns={THREAD_COLUMNS}
        rowId={(t) => t.id}
        rowHref={(t) => threadHref(t.id)}
      />
    </>
  );
}
