import { Link } from 'react-router-dom';
import { JOURNAL_API } from '@shared/journal-api';
import { buttonClasses } from '@app/components/ui/button';
import { consoleApi } from '../../data/console-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { useListParams } from '../../data/use-list-params';
import { useConsoleStaff } from '../../lib/console-context';
import { catalogNewHref, catalogRecordHref } from '../../lib/hrefs';
import { CatalogTabs } from '../catalog/catalog-tabs';
import { CsvLink } from '../common/csv-link';
import { ListFilters } from '../common/list-filters';
import { ListView } from '../common/list-view';
import { PageHeader } from '../common/page-header';
import { postColumns } from './post-columns';

const FILTERS = ['status', 'q'] as const;
const STATUS_OPTIONS = [
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
];

/** /concierge/catalog/posts: the journal's posts, drafts to archive; admins write them. */
export function PostListPage() {
  const staff = useConsoleStaff();
  const params = useListParams(FILTERS);
  const list = useConsoleQuery(`posts?${params.query}`, (signal) =>
    consoleApi.posts(params.query, signal),
  );
  const csv = new URLSearchParams(params.query);
  csv.delete('page');
  csv.delete('pageSize');
  const csvQuery = csv.toString();
  return (
    <>
      <PageHeader
        title="Catalogue"
        description="The journal at /blog: drafts, scheduled posts, what is published and the archive."
        actions={
          <>
            <CsvLink href={`${JOURNAL_API.consoleCsv}${csvQuery ? `?${csvQuery}` : ''}`} />
            {staff.role === 'admin' && (
              <Link to={catalogNewHref('posts')} className={buttonClasses('gold', 'sm')}>
                New post
              </Link>
            )}
          </>
        }
      />
      <CatalogTabs />
      <ListFilters
        params={params}
        label="Filter posts"
        search="Title, address or author"
        choices={[
          {
            name: 'status',
            label: 'Status',
            options: STATUS_OPTIONS,
            allLabel: 'All',
            className: 'sm:w-52',
          },
        ]}
      />
      <ListView
        list={list}
        params={params}
        noun="posts"
        caption="The journal's posts, newest first"
        columns={postColumns}
        rowId={(r) => String(r.id)}
        rowHref={(r) => catalogRecordHref('posts', r.id)}
      />
    </>
  );
}
