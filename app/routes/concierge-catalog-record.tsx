import { Navigate, useParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import {
  CatalogNewPage,
  CatalogRecordPage,
} from '@app/features/concierge/components/catalog/catalog-record-page';
import {
  PostNewPage,
  PostRecordPage,
} from '@app/features/concierge/components/journal/post-record-page';
import { CATALOG_KIND_INFO, isCatalogKind } from '@app/features/concierge/lib/catalog-kinds';
import { catalogListHref } from '@app/features/concierge/lib/hrefs';

function titleOf(kind: string | undefined, id: string): string {
  if (kind === 'posts') return id === 'new' ? 'New post' : 'Journal';
  if (!isCatalogKind(kind)) return 'Catalogue';
  const info = CATALOG_KIND_INFO[kind];
  return id === 'new' ? `New ${info.singular}` : info.title;
}

/** A catalogue record or a journal post: its form, or a blank one at …/new. */
export default function ConciergeCatalogRecordRoute() {
  const { kind, id = '' } = useParams();
  useTitle(`${titleOf(kind, id)} · Concierge`);
  if (kind === 'posts') {
    return id === 'new' ? <PostNewPage /> : <PostRecordPage key={id} id={id} />;
  }
  if (!isCatalogKind(kind)) return <Navigate to={catalogListHref('destinations')} replace />;
  if (id === 'new') return <CatalogNewPage key={kind} kind={kind} />;
  return <CatalogRecordPage key={`${kind}/${id}`} kind={kind} id={id} />;
}
