import { useTitle } from '@app/components/layout/use-title';
import { WinPage } from '@app/features/giveaway/components/win-page';

export default function WinRoute() {
  useTitle('Win Dubai');
  return <WinPage />;
}
