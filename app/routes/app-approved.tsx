import { useTitle } from '@app/components/layout/use-title';
import { ApprovalPage } from '@app/features/challenge/components/approval-page';

export default function AppApprovedRoute() {
  useTitle('Application Approved');
  return <ApprovalPage />;
}
