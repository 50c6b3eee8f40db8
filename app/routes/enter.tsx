import { useTitle } from '@app/components/layout/use-title';
import { EnterPage } from '@app/features/giveaway/components/enter-page';

export default function EnterRoute() {
  useTitle('Enter the Dubai Giveaway');
  return <EnterPage />;
}
