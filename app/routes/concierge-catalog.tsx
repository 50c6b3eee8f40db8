import { Navigate, useParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { CatalogListPage } from '@app/features/concierge/components/catalog/catalog-list-page';
import { PostListPage } from '@app/features/concierge/components/journal/post-list-page';
import { CATALOG_KIND_INFO, isCatalogKind } from '@app/features/concierge/lib/catalog-kinds';
import { catalogListHref } from '@app/features/concierge/lib/hrefs';

/** The catalogue's lists: its three kinds of record, and the journal's posts beside them. */
export default function ConciergeCatalogRoute() {
  const { kind } = useParams();
  const title = kind === 'posts' ? 'Journal' : isCatalogKind(kind) && CATALOG_KIND_INFO[kind].title;
  useTitle(`${title || 'Catalogue'} · Concierge`);
  if (kind === 'posts') return <PostListPage />;
  if (!isCatalogKind(kind)) return <Navigate to={catalogListHref('destinations')} replace />;
  return <CatalogListPage key={kind} kind={kind} />;
}
