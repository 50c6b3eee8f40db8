import { useTitle } from '@app/components/layout/use-title';
import { InstallmentsPage } from '@app/features/concierge/components/installments/installments-page';

export default function ConciergeInstallmentsRoute() {
  useTitle('Installments · Concierge');
  return <InstallmentsPage />;
}
