import { useId, useState } from 'react';
import { Button } from '@app/components/ui/button';
import { useOnboardingDestinations } from '../data/use-onboarding-destinations';
import { useSelectDestination } from '../data/use-select-destination';
import { DestinationOption } from './destination-option';
import { PickerIntro } from './picker-intro';
import { SelectionWarning } from './selection-warning';

/** /register/destinations (spec 2.8): one complimentary vacation, then on to checkout. */
export function DestinationPicker({ initialId }: { initialId?: string | null }) {
  const destinations = useOnboardingDestinations();
  const [selected, setSelected] = useState(initialId ?? undefined);
  const { choose, saving } = useSelectDestination();
  const warningId = useId();
  return (
    <div className="mx-auto w-full max-w-[1280px] px-4 pt-12 pb-24 sm:px-8 sm:pt-16">
      <PickerIntro />
      {destinations === undefined || destinations.length === 0 ? (
        <p role="status" className="mt-12 text-center text-stone-300">
          Loading destinations...
        </p>
      ) : (
        <div
          role="radiogroup"
          aria-label="Complimentary vacation destination"
          className="mt-10 grid grid-cols-2 gap-3 sm:mt-12 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4"
        >
          {destinations.map((d) => (
            <DestinationOption
              key={d.id}
              destination={d}
              checked={d.id === selected}
              onSelect={setSelected}
            />
          ))}
        </div>
      )}
      <div className="sticky bottom-0 z-10 mt-10 -mx-4 border-t border-white/6 bg-ink-950/95 px-4 py-3 backdrop-blur-xl sm:py-5 sm:mx-0 sm:rounded-2xl sm:border sm:px-6">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          {selected ? (
            <p className="text-sm text-sand-100">Your choice is kept for your membership.</p>
          ) : (
            <SelectionWarning id={warningId} />
          )}
          <Button
            size="lg"
            disabled={!selected || saving}
            aria-describedby={selected ? undefined : warningId}
            onClick={() => selected && void choose(selected)}
            className="shrink-0"
          >
            {saving ? 'Saving...' : 'Continue to Checkout'}
          </Button>
        </div>
      </div>
    </div>
  );
}
