import { useTitle } from '@app/components/layout/use-title';
import { DashboardPage } from '@app/features/members/components/dashboard/dashboard-page';
import { MyOrders } from '@app/features/members/components/dashboard/my-orders';
import { MemberGateStatus } from '@app/features/members/components/shared/member-gate-status';
import { useMemberGate } from '@app/features/members/data/use-member-gate';
import { DASHBOARD_UNAUTHORIZED } from '@app/features/members/lib/member-toasts';
import { BookConsultationButton } from '@app/features/consultation/components/book-consultation-button';
import { callTypeLabel } from '@app/features/consultation/lib/call-types';

export default function DashboardRoute() {
  useTitle('Dashboard');
  const session = useMemberGate(DASHBOARD_UNAUTHORIZED, '/dashboard');
  if (session.status !== 'signed-in') return <MemberGateStatus status={session.status} />;
  return (
    <DashboardPage
      user={session.user}
      fetchedAt={session.fetchedAt}
      bookConsultation={<BookConsultationButton size="sm" variant="outline" />}
      orders={<MyOrders ownerId={session.user.id} />}
      callTypeLabel={callTypeLabel}
    />
  );
}
