import { useId, useState, type KeyboardEvent } from 'react';
import { addTrip } from '@shared/schemas/profile';
import { Button } from '@app/components/ui/button';
import { TextField } from '@app/components/ui/field';
import { removeTrip } from '../../lib/trips';
import { CrossIcon } from '@app/components/ui/cross-icon';

interface TripsEditorProps {
  value: string[];
  onChange: (trips: string[]) => void;
}

/** Spec 5 "Profile trips": add with the button (or Enter); a blank or duplicate trip is ignored. */
export function TripsEditor({ value, onChange }: TripsEditorProps) {
  const [draft, setDraft] = useState('');
  const listId = useId();
  const add = () => {
    const next = addTrip(value, draft);
    if (next.length > value.length) onChange(next);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the trip rather than saving the whole profile.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-[0.7rem] font-semibold tracking-[0.2em] text-stone-300 uppercase">
        Upcoming trips
      </legend>
      <div className="flex items-end gap-3">
        <TextField
          label="New trip"
          placeholder="e.g. Santorini, June"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          className="flex-1"
          aria-describedby={listId}
        />
        <Button variant="outline" onClick={add} className="h-12 shrink-0">
          Add
        </Button>
      </div>
      <ul id={listId} aria-label="Upcoming trips" className="mt-4 flex flex-wrap gap-2">
        {value.map((trip) => (
          <li
            key={trip}
            className="flex items-center gap-1 rounded-full border border-gold-500/40 bg-gold-500/8 py-1 pr-1 pl-4 text-sm text-sand-100"
          >
            {trip}
            <button
              type="button"
              aria-label={`Remove ${trip}`}
              onClick={() => onChange(removeTrip(value, trip))}
              className="grid size-7 cursor-pointer place-items-center rounded-full text-stone-400 transition hover:bg-white/8 hover:text-ivory-50"
            >
              <CrossIcon className="size-3" strokeWidth={1.6} />
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
