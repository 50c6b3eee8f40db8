import { useTitle } from '@app/components/layout/use-title';
import { useSignedIn } from '@app/features/auth/data/use-session';
import { DestinationsPage } from '@app/features/destinations/components/destinations-page';

/** /destinations and /destinations/:category (spec 2.3). */
export default function DestinationsRoute() {
  useTitle('Destinations');
  return <DestinationsPage signedIn={useSignedIn()} />;
}
