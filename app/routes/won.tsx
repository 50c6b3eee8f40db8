import { useTitle } from '@app/components/layout/use-title';
import { WonPage } from '@app/features/giveaway/components/won-page';

export default function WonRoute() {
  useTitle('Activate Your Gifted Getaway');
  return <WonPage />;
}
