import { Link } from 'react-router-dom';
import { CATALOG_EDITOR_API } from '@shared/catalog-editor-api';
import type { CatalogKind } from '@shared/constants';
import { buttonClasses } from '@app/components/ui/button';
import { consoleApi } from '../../data/console-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { useListParams } from '../../data/use-list-params';
import { CATALOG_KIND_INFO } from '../../lib/catalog-kinds';
import { useConsoleStaff } from '../../lib/console-context';
import { catalogNewHref, catalogRecordHref } from '../../lib/hrefs';
import { CsvLink } from '../common/csv-link';
import { ListFilters } from '../common/list-filters';
import { ListView } from '../common/list-view';
import { PageHeader } from '../common/page-header';
import { catalogColumns } from './catalog-columns';
import { CatalogTabs } from './catalog-tabs';

const FILTERS = ['archived', 'q'] as const;
const ARCHIVED_OPTIONS = [
  { value: 'true', label: 'Archived' },
  { value: 'all', label: 'Live and archived' },
];

/** /concierge/catalog/:kind: what the club sells, live and archived; admins add and edit. */
export function CatalogListPage({ kind }: { kind: CatalogKind }) {
  const info = CATALOG_KIND_INFO[kind];
  const staff = useConsoleStaff();
  const params = useListParams(FILTERS);
  const list = useConsoleQuery(`catalog/${kind}?${params.query}`, (signal) =>
    consoleApi.catalog(kind, params.query, signal),
  );
  const csv = new URLSearchParams(params.query);
  csv.delete('page');
  csv.delete('pageSize');
  const csvQuery = csv.toString();
  return (
    <>
      <PageHeader
        title="Catalogue"
        description={info.description}
        actions={
          <>
            <CsvLink href={`${CATALOG_EDITOR_API.csv(kind)}${csvQuery ? `?${csvQuery}` : ''}`} />
            {staff.role === 'admin' && (
              <Link to={catalogNewHref(kind)} className={buttonClasses('gold', 'sm')}>
                New {info.singular}
              </Link>
            )}
          </>
        }
      />
      <CatalogTabs />
      <ListFilters
        params={params}
        label={`Filter ${info.title.toLowerCase()}`}
        search="Name"
        choices={[
          {
            name: 'archived',
            label: 'Show',
            options: ARCHIVED_OPTIONS,
            allLabel: 'Live',
            className: 'sm:w-52',
          },
        ]}
      />
      <ListView
        list={list}
        params={params}
        noun={kind === 'products' ? 'products' : info.title.toLowerCase()}
        caption={`${info.title}, in their order on the site`}
        columns={catalogColumns(kind)}
        rowId={(r) => String(r.id)}
        rowHref={(r) => catalogRecordHref(kind, r.id)}
      />
    </>
  );
}
