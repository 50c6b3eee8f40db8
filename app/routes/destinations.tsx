import { useTitle } from '@app/components/layout/use-title';
import { useSession } from '@app/features/auth/data/use-session';
import { DestinationsPage } from '@app/features/destinations/components/destinations-page';

/** /destinations and /destinations/:category (spec 2.3). */
export default function DestinationsRoute() {
  useTitle('Destinations');
  const { user } = useSession();
  return <DestinationsPage signedIn={user !== null} />;
}
