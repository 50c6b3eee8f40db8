import { useTitle } from '@app/components/layout/use-title';
import { PressReleasePage } from '@app/features/editorial/components/press-release-page';

export default function PressReleaseRoute() {
  useTitle('Press Release');
  return <PressReleasePage />;
}
