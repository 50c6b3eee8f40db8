import { useParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { MemberDetailPage } from '@app/features/concierge/components/members/member-detail-page';

export default function ConciergeMemberRoute() {
  useTitle('Member · Concierge');
  const { id = '' } = useParams();
  return <MemberDetailPage key={id} id={id} />;
}
