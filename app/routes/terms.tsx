import { useTitle } from '@app/components/layout/use-title';
import { TERMS } from '@app/content/legal';
import { LegalPage } from '@app/features/editorial/components/legal-page';

export default function TermsRoute() {
  useTitle(TERMS.title);
  return <LegalPage doc={TERMS} />;
}
