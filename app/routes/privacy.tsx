import { useTitle } from '@app/components/layout/use-title';
import { PRIVACY_POLICY } from '@app/content/legal';
import { LegalPage } from '@app/features/editorial/components/legal-page';

export default function PrivacyRoute() {
  useTitle(PRIVACY_POLICY.title);
  return <LegalPage doc={PRIVACY_POLICY} />;
}
