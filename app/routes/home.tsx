import { useTitle } from '@app/components/layout/use-title';
import { useSignedIn } from '@app/features/auth/data/use-session';
import { FeaturedDestinations } from '@app/features/destinations/components/featured-destinations';
import { HomePage } from '@app/features/home/components/home-page';

/** The one part of /home that depends on who is signed in, so only it re-renders when that is known. */
function FeaturedForVisitor() {
  return <FeaturedDestinations signedIn={useSignedIn()} />;
}

/** /home: the home page, with the destinations feature's featured section composed into it. */
export default function HomeRoute() {
  useTitle();
  return <HomePage featuredDestinations={<FeaturedForVisitor />} />;
}
