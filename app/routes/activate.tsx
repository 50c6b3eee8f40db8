import { useTitle } from '@app/components/layout/use-title';
import { ActivatePage } from '@app/features/giveaway/components/activate-page';

export default function ActivateRoute() {
  useTitle('Your Vacation Award');
  return <ActivatePage />;
}
