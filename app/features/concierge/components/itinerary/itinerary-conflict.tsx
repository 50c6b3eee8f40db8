import { useEffect, useRef } from 'react';
import type { Itinerary } from '@shared/itinerary-api';
import { Button } from '@app/components/ui/button';
import type { ConflictFound } from '../../data/use-itinerary-editor';
import { momentLabel } from '../../lib/format';
import { ItineraryView } from './itinerary-view';

interface ItineraryConflictProps {
  current: Itinerary;
  found: ConflictFound;
  onLoad: () => void;
  onKeepMine: () => void;
}

/** Someone saved the itinerary first: their version, to load, or to save over once seen. */
export function ItineraryConflict({ current, found, onLoad, onKeepMine }: ItineraryConflictProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // After a Save it appears above the form that was sent: the staff member is taken to it. Seen
  // while they type, it is announced (role alert) and leaves their cursor where it is.
  useEffect(() => {
    if (found !== 'on-save') return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'center' });
  }, [current, found]);
  return (
    <section
      role="alert"
      aria-labelledby="itinerary-conflict-title"
      className="mb-5 flex flex-col gap-4 rounded-xl border border-gold-500/40 bg-gold-500/6 p-4 sm:p-5"
    >
      <div className="text-sm leading-relaxed">
        <h3
          ref={heading}
          id="itinerary-conflict-title"
          tabIndex={-1}
          className="font-sans text-sm font-semibold text-gold-200 outline-none"
        >
          {found === 'on-save'
            ? 'Someone changed this itinerary since you opened it.'
            : 'Someone has just saved this itinerary.'}
        </h3>
        <p className="mt-1 text-sand-100">
          {found === 'on-save'
            ? 'Your changes were not saved, and nothing you typed is lost. '
            : 'Nothing you typed is lost. '}
          This is the itinerary now
          {current.updatedAt ? ` (saved ${momentLabel(current.updatedAt)})` : ''}: load it to edit
          it, or keep yours and save it in its place.
        </p>
      </div>
      {current.items.length === 0 ? (
        <p className="text-sm text-stone-300">It now has no items.</p>
      ) : (
        <ItineraryView items={current.items} />
      )}
      <div className="flex flex-wrap gap-3">
        <Button size="sm" onClick={onLoad}>
          Load the current version
        </Button>
        <Button size="sm" variant="outline" onClick={onKeepMine}>
          Keep mine
        </Button>
      </div>
    </section>
  );
}
