import { useTitle } from '@app/components/layout/use-title';
import { ApplyPage } from '@app/features/challenge/components/apply-page';

export default function ApplyRoute() {
  useTitle('Apply for the Challenge');
  return <ApplyPage />;
}
