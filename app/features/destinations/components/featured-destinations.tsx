import { memo, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';
import { SectionHeading } from '@app/components/ui/section-heading';
import { HOME_MAX_DESTINATIONS } from '@shared/constants';
import { useFeaturedDestinations } from '../data/use-featured-destinations';
import type { CategoryFilter as Category } from '../lib/categories';
import { CatalogUnavailable } from './catalog-notice';
import { CategoryFilter } from './category-filter';
import { DestinationCard } from './destination-card';
import { DestinationGrid, DestinationGridSkeleton } from './destination-grid';

/**
 * The home page's featured destinations (spec 2.2). It lives here, not in the home feature, because
 * it is destinations through and through (data, filter, card); the home route composes it into
 * the home page's #destinations slot, so neither feature imports the other.
 */
function FeaturedDestinationsView({ signedIn }: { signedIn: boolean }) {
  const headingId = useId();
  const [category, setCategory] = useState<Category>('all');
  const { status, destinations } = useFeaturedDestinations(category);

  return (
    <section aria-labelledby={headingId} className="py-24 sm:py-32">
      <Container>
        <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading
            eyebrow="Curated Escapes"
            title={<span id={headingId}>Featured Destinations</span>}
            intro="A handful of the places our members return to, each with the suite, the table and the flight arranged before you think to ask."
          />
          <CategoryFilter
            label="Filter featured destinations by region"
            value={category}
            onChange={setCategory}
          />
        </div>

        <div className="mt-12">
          {status === 'loading' && (
            <>
              <p role="status" className="sr-only">
                Loading destinations...
              </p>
              <DestinationGridSkeleton count={HOME_MAX_DESTINATIONS} />
            </>
          )}
          {status === 'unavailable' && <CatalogUnavailable />}
          {status === 'ready' && destinations.length === 0 && (
            <p className="text-center text-sm text-stone-300">
              No destinations available for the selected category
            </p>
          )}
          {status === 'ready' && destinations.length > 0 && (
            <DestinationGrid>
              {destinations.map((destination) => (
                <DestinationCard
                  key={destination.id}
                  destination={destination}
                  signedIn={signedIn}
                />
              ))}
            </DestinationGrid>
          )}
        </div>

        <div className="mt-14 flex justify-center">
          <Button asChild variant="outline">
            <Link to="/destinations">View All Destinations</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}

/**
 * Memoised: the route passes `signedIn` once the local session has been read, usually unchanged
 * (a visitor), and the section need not render again for it.
 */
export const FeaturedDestinations = memo(FeaturedDestinationsView);
