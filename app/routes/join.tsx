import { useTitle } from '@app/components/layout/use-title';
import { JoinPage } from '@app/features/challenge/components/join-page';

export default function JoinRoute() {
  useTitle('Request Access');
  return <JoinPage />;
}
