import { useTitle } from '@app/components/layout/use-title';
import { ReceiptsPage } from '@app/features/challenge/components/receipts-page';

export default function ReceiptsRoute() {
  useTitle('Receipts');
  return <ReceiptsPage />;
}
