import { useTitle } from '@app/components/layout/use-title';
import { FOUNDER_PAGE } from '@app/content/founder';
import { FounderPage } from '@app/features/stories/components/founder-page';

export default function FounderRoute() {
  useTitle(FOUNDER_PAGE.name);
  return <FounderPage />;
}
