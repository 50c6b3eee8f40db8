import { useTitle } from '@app/components/layout/use-title';
import { useSession } from '@app/features/auth/data/use-session';
import { FeaturedDestinations } from '@app/features/destinations/components/featured-destinations';
import { HomePage } from '@app/features/home/components/home-page';

/** The one part of /home that depends on who is signed in, so only it re-renders when that is known. */
function FeaturedForVisitor() {
  const { user } = useSession();
  return <FeaturedDestinations signedIn={user !== null} />;
}

/** /home: the home page, with the destinations feature's featured section composed into it. */
export default function HomeRoute() {
  useTitle();
  return <HomePage featuredDestinations={<FeaturedForVisitor />} />;
}
