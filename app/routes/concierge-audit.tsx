import { useTitle } from '@app/components/layout/use-title';
import { AuditPage } from '@app/features/concierge/components/audit/audit-page';

export default function ConciergeAuditRoute() {
  useTitle('Audit log · Concierge');
  return <AuditPage />;
}
