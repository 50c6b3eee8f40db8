import { useTitle } from '@app/components/layout/use-title';
import { TrustDocumentsPage } from '@app/features/challenge/components/trust-documents-page';

export default function DocumentsTrustRoute() {
  useTitle('Trust Documents');
  return <TrustDocumentsPage />;
}
