import { Navigate, useParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import {
  CatalogNewPage,
  CatalogRecordPage,
} from '@app/features/concierge/components/catalog/catalog-record-page';
import { CATALOG_KIND_INFO, isCatalogKind } from '@app/features/concierge/lib/catalog-kinds';
import { catalogListHref } from '@app/features/concierge/lib/hrefs';

export default function ConciergeCatalogRecordRoute() {
  const { kind, id = '' } = useParams();
  const info = isCatalogKind(kind) ? CATALOG_KIND_INFO[kind] : undefined;
  useTitle(
    `${info ? (id === 'new' ? `New ${info.singular}` : info.title) : 'Catalogue'} · Concierge`,
  );
  if (!isCatalogKind(kind)) return <Navigate to={catalogListHref('destinations')} replace />;
  if (id === 'new') return <CatalogNewPage key={kind} kind={kind} />;
  return <CatalogRecordPage key={`${kind}/${id}`} kind={kind} id={id} />;
}
