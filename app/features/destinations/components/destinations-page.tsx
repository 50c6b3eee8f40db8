import { memo, useDeferredValue } from 'react';
import { DeferHydration } from '@app/components/layout/defer-hydration';
import { Container } from '@app/components/ui/container';
import { cardPosition } from '@app/lib/card-image';
import { useDestinations } from '../data/use-destinations';
import { useDestinationFilters } from '../hooks/use-destination-filters';
import { filterDestinations, normaliseSearch, resultsSummary } from '../lib/filter-destinations';
import { CatalogUnavailable } from './catalog-notice';
import { CategoryLinks } from './category-links';
import { DestinationCard } from './destination-card';
import { DestinationGrid, DestinationGridSkeleton } from './destination-grid';
import { DestinationSearch } from './destination-search';
import { DestinationsEmpty } from './destinations-empty';
import { DestinationsHero } from './destinations-hero';

/** /destinations and /destinations/{category} (spec 2.3). */
function DestinationsPageView({ signedIn }: { signedIn: boolean }) {
  const { status, destinations } = useDestinations();
  const filters = useDestinationFilters();
  // Typing stays instant; the grid re-renders a beat later with the settled term.
  const search = useDeferredValue(filters.search);
  const shown = filterDestinations(destinations, search, filters.category);

  return (
    <>
      <DestinationsHero />
      <Container className="py-12 sm:py-16">
        <div
          role="search"
          aria-label="Destinations"
          className="flex flex-col gap-5 md:flex-row md:items-center md:justify-between"
        >
          <DestinationSearch value={filters.search} onChange={filters.setSearch} />
          <CategoryLinks
            label="Filter destinations by region"
            value={filters.category}
            hrefFor={filters.hrefFor}
          />
        </div>
        <div className="hairline mt-10 opacity-30" aria-hidden="true" />

        {status === 'loading' && (
          <>
            <p role="status" className="mt-8 text-sm text-stone-300">
              Loading destinations...
            </p>
            <DestinationGridSkeleton count={6} className="mt-8" />
          </>
        )}
        {status === 'unavailable' && <CatalogUnavailable className="mt-12" />}
        {status === 'ready' && (
          <>
            <h2 className="sr-only">Results</h2>
            <p role="status" className="mt-8 mb-8 text-sm tracking-wide text-stone-300">
              {resultsSummary(shown.length, search, filters.category)}
            </p>
            {shown.length === 0 ? (
              <DestinationsEmpty
                searching={normaliseSearch(search) !== ''}
                onClear={filters.clear}
              />
            ) : (
              <DestinationGrid>
                {shown.map((destination, i) => {
                  const position = cardPosition(i);
                  const card = (
                    <DestinationCard
                      key={destination.id}
                      destination={destination}
                      signedIn={signedIn}
                      position={position}
                    />
                  );
                  // Below the first row: hydrated after the first screen (defer-hydration.tsx).
                  return position ? (
                    card
                  ) : (
                    <DeferHydration key={destination.id}>{card}</DeferHydration>
                  );
                })}
              </DestinationGrid>
            )}
          </>
        )}
      </Container>
    </>
  );
}

/**
 * Memoised: the route passes `signedIn` once the local session has been read, usually unchanged
 * (a visitor), and the page need not render again for it.
 */
export const DestinationsPage = memo(DestinationsPageView);
