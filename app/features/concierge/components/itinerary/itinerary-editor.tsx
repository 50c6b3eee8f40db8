import { useEffect, useId, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { ITINERARY_KINDS } from '@shared/schemas/itinerary';
import { Button } from '@app/components/ui/button';
import type { ItineraryEditor as Editor } from '../../data/use-itinerary-editor';
import { KIND_WORDS } from '../../lib/itinerary-form';
import { ActionFailure, OfflineHint } from '../common/action-notices';
import { ItemCard } from './item-card';

interface ItineraryEditorProps {
  editor: Editor;
  onCancel: () => void;
}

/** The itinerary as a list of items to fill in, add to, reorder and save whole. */
export function ItineraryEditor({ editor, onCancel }: ItineraryEditorProps) {
  const offlineHintId = useId();
  const ref = useRef<HTMLFormElement>(null);
  const { items } = editor;
  // Opened from the Edit button, which is gone now: the staff member starts at the first field.
  useEffect(() => {
    const form = ref.current;
    const first = form?.querySelector<HTMLElement>('input, textarea, select');
    (first ?? form?.querySelector<HTMLElement>('button:not(:disabled)'))?.focus();
  }, []);
  // A removed item takes its buttons with it: focus goes on to the next item, or to Add.
  const remove = (index: number) => {
    editor.remove(index);
    requestAnimationFrame(() => {
      const cards = ref.current?.querySelectorAll('[data-itinerary-item]') ?? [];
      const next = cards[Math.min(index, cards.length - 1)];
      const field = next?.querySelector<HTMLElement>('input, textarea, select');
      (field ?? ref.current?.querySelector<HTMLElement>('[role="group"] button'))?.focus();
    });
  };
  return (
    <FormProvider {...editor.form}>
      <form
        ref={ref}
        noValidate
        aria-label="Edit the itinerary"
        onSubmit={(e) => void editor.save(e)}
        className="flex flex-col gap-5"
      >
        {items.length === 0 ? (
          <p className="text-sm text-stone-300">No items yet: add the first below.</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {items.map((item, index) => (
              <ItemCard
                key={item.id}
                index={index}
                count={items.length}
                kind={item.kind}
                saved={item.uid !== undefined}
                issue={editor.itemIssues[index]}
                onMove={editor.move}
                onRemove={remove}
              />
            ))}
          </ol>
        )}
        <div role="group" aria-label="Add an item" className="flex flex-wrap gap-2">
          {ITINERARY_KINDS.map((kind) => (
            <Button key={kind} size="sm" variant="outline" onClick={() => editor.add(kind)}>
              Add a {KIND_WORDS[kind].toLowerCase()}
            </Button>
          ))}
        </div>
        <ActionFailure failure={editor.conflict ? undefined : editor.failure} />
        <OfflineHint id={offlineHintId} online={editor.online} />
        <div className="flex flex-wrap gap-3 border-t border-white/8 pt-5">
          <Button
            type="submit"
            size="sm"
            disabled={editor.busy || !editor.online}
            aria-describedby={editor.online ? undefined : offlineHintId}
          >
            {editor.busy ? 'Saving…' : 'Save the itinerary'}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
