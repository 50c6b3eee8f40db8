import { useTitle } from '@app/components/layout/use-title';
import { StartPage } from '@app/features/challenge/components/start-page';

export default function StartRoute() {
  useTitle('The 120-Day Challenge');
  return <StartPage />;
}
