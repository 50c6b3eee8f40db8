import { useTitle } from '@app/components/layout/use-title';
import { TodayPage } from '@app/features/concierge/components/today/today-page';

export default function ConciergeTodayRoute() {
  useTitle('Today · Concierge');
  return <TodayPage />;
}
