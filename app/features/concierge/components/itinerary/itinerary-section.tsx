import { useId, useState } from 'react';
import type { Itinerary } from '@shared/itinerary-api';
import { Button } from '@app/components/ui/button';
import { consoleApi } from '../../data/console-api';
import { useConsoleQuery } from '../../data/use-console-query';
import { useItineraryEditor } from '../../data/use-itinerary-editor';
import { useLiveReload } from '../../data/use-live-reload';
import { ActionFailure } from '../common/action-notices';
import { Panel } from '../common/panel';
import { ItineraryConflict } from './itinerary-conflict';
import { ItineraryEditor } from './itinerary-editor';
import { ItineraryView } from './itinerary-view';

const ITINERARY_CHANGES = ['itinerary'] as const;

/** The booking's itinerary (issue 38): as saved, each time at its place, and its editor. */
export function ItinerarySection({ bookingId }: { bookingId: string }) {
  const query = useConsoleQuery(
    `itinerary ${bookingId}`,
    (signal) => consoleApi.itinerary(bookingId, signal),
    { keep: false },
  );
  // A colleague's save shows here within a second: in the view, or as a notice in the editor.
  useLiveReload(query.reload, ITINERARY_CHANGES);
  const [editing, setEditing] = useState(false);
  const saved = query.data;
  // Closing the editor brings the Edit button back: focus returns to it, not to the page's top.
  const editId = useId();
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => document.getElementById(editId)?.focus());
  };
  return (
    <Panel
      title="Itinerary"
      aside={
        saved &&
        !editing && (
          <Button id={editId} size="sm" variant="outline" onClick={() => setEditing(true)}>
            <span className="sr-only">Edit the itinerary</span>
            <span aria-hidden>Edit</span>
          </Button>
        )
      }
    >
      {!saved ? (
        query.failure?.kind === 'offline' ? (
          // The read is asked again by itself once the browser is back online (useConsoleQuery).
          <p className="text-sm text-gold-200">The itinerary loads when you are back online.</p>
        ) : query.failure ? (
          <ActionFailure failure={query.failure} />
        ) : (
          <p role="status" className="text-sm text-stone-400">
            Loading the itinerary…
          </p>
        )
      ) : editing ? (
        <EditorPart
          bookingId={bookingId}
          saved={saved}
          onSaved={(itinerary) => {
            query.replace(itinerary);
            close();
          }}
          onLoaded={query.replace}
          onCancel={close}
        />
      ) : saved.items.length === 0 ? (
        <p className="text-sm text-stone-300">No itinerary yet. Edit to write the first items.</p>
      ) : (
        <ItineraryView items={saved.items} />
      )}
    </Panel>
  );
}

interface EditorPartProps {
  bookingId: string;
  saved: Itinerary;
  onSaved: (itinerary: Itinerary) => void;
  onLoaded: (itinerary: Itinerary) => void;
  onCancel: () => void;
}

function EditorPart({ bookingId, saved, onSaved, onLoaded, onCancel }: EditorPartProps) {
  const editor = useItineraryEditor(bookingId, saved, { saved: onSaved, loaded: onLoaded });
  return (
    <>
      {editor.conflict && (
        <ItineraryConflict
          current={editor.conflict}
          found={editor.found}
          onLoad={editor.loadCurrent}
          onKeepMine={editor.keepMine}
        />
      )}
      <ItineraryEditor editor={editor} onCancel={onCancel} />
    </>
  );
}
