import { useParams } from 'react-router-dom';
import { useTitle } from '@app/components/layout/use-title';
import { MemberGateStatus } from '@app/features/members/components/shared/member-gate-status';
import { TripPage } from '@app/features/members/components/trip/trip-page';
import { useMemberGate } from '@app/features/members/data/use-member-gate';
import { DASHBOARD_UNAUTHORIZED } from '@app/features/members/lib/member-toasts';

/** /dashboard/trips/:id (issue 38): a trip and its itinerary, offline from the local copy. */
export default function TripRoute() {
  useTitle('Your trip');
  const id = useParams().id ?? '';
  const session = useMemberGate(
    DASHBOARD_UNAUTHORIZED,
    `/dashboard/trips/${encodeURIComponent(id)}`,
  );
  if (session.status !== 'signed-in') return <MemberGateStatus status={session.status} />;
  return <TripPage ownerId={session.user.id} tripId={id} />;
}
