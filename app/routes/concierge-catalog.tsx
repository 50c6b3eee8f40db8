import { Navigate, useParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { CatalogListPage } from '@app/features/concierge/components/catalog/catalog-list-page';
import { CATALOG_KIND_INFO, isCatalogKind } from '@app/features/concierge/lib/catalog-kinds';
import { catalogListHref } from '@app/features/concierge/lib/hrefs';

export default function ConciergeCatalogRoute() {
  const { kind } = useParams();
  useTitle(`${isCatalogKind(kind) ? CATALOG_KIND_INFO[kind].title : 'Catalogue'} · Concierge`);
  if (!isCatalogKind(kind)) return <Navigate to={catalogListHref('destinations')} replace />;
  return <CatalogListPage key={kind} kind={kind} />;
}
