import { useTitle } from '@app/components/layout/use-title';
import { useSession } from '@app/features/auth/data/use-session';
import { FeaturedDestinations } from '@app/features/destinations/components/featured-destinations';
import { HomePage } from '@app/features/home/components/home-page';

/** /home: the home page, with the destinations feature's featured section composed into it. */
export default function HomeRoute() {
  useTitle();
  const { user } = useSession();
  return <HomePage featuredDestinations={<FeaturedDestinations signedIn={user !== null} />} />;
}
