import { useTitle } from '@app/components/layout/use-title';
import { MembersPage } from '@app/features/concierge/components/members/members-page';

export default function ConciergeMembersRoute() {
  useTitle('Members · Concierge');
  return <MembersPage />;
}
