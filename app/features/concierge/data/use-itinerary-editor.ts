import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { ITINERARY_CONFLICT_CODE, type Itinerary } from '@shared/itinerary-api';
import {
  ItineraryUpdateSchema,
  type ItineraryKind,
  type ItineraryUpdate,
} from '@shared/schemas/itinerary';
import { toast } from '@app/components/ui/toast-store';
import {
  blankItem,
  formValuesOf,
  placeIssues,
  transferZone,
  type ItineraryFormValues,
} from '../lib/itinerary-form';
import { consoleApi } from './console-api';
import { useStaffAction } from './use-staff-action';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** When a colleague's save was found: by our Save (a 409), or while editing (the live stream). */
export type ConflictFound = 'on-save' | 'while-editing';

/**
 * The itinerary as the concierge edits it: one form checked by the endpoint's schema, saved
 * whole with the version it began from. A refusal puts each message beside its field; a
 * colleague's save met on the way (409), or seen arriving while editing, is handed back to be
 * loaded or saved over.
 */
export function useItineraryEditor(
  bookingId: string,
  /**
   * the itinerary as the server has it now: the form begins from its first value; the section
   * reloads it live, so a colleague's save arrives here while the editor is open
   */
  saved: Itinerary,
  on: {
    /** saved: the itinerary as the server now has it */
    saved: (itinerary: Itinerary) => void;
    /** a colleague's version, loaded into the editor after a conflict */
    loaded: (itinerary: Itinerary) => void;
  },
) {
  const action = useStaffAction();
  const form = useForm<ItineraryFormValues, unknown, ItineraryUpdate>({
    resolver: valibotResolver(ItineraryUpdateSchema),
    defaultValues: formValuesOf(saved),
  });
  const list = useFieldArray({ control: form.control, name: 'items' });
  /** the server's word on an item as a whole (not one field), by index */
  const [itemIssues, setItemIssues] = useState<Record<number, string>>({});
  /** the version a Save of ours met (409) */
  const [refused, setRefused] = useState<Itinerary>();

  const save = form.handleSubmit(async (body) => {
    setItemIssues({});
    const result = await action.run(() => consoleApi.saveItinerary(bookingId, body));
    if (result.ok) {
      toast({ title: 'Itinerary saved' });
      on.saved(result.value);
      return;
    }
    const { failure } = result;
    if (failure.kind === 'invalid') {
      const placed = placeIssues(failure.issues, form.getValues('items'));
      for (const { path, message } of placed.fields) {
        form.setError(path as Path<ItineraryFormValues>, { type: 'server', message });
      }
      setItemIssues(placed.items);
      const first = placed.fields[0];
      if (first) form.setFocus(first.path as Path<ItineraryFormValues>);
    }
    if (failure.kind === 'conflict' && failure.code === ITINERARY_CONFLICT_CODE) {
      setRefused(failure.current as Itinerary);
    }
  });

  // A colleague saved while this editor is open: said now, not at our Save. Not during our own
  // save, whose version may arrive through the stream before its answer does.
  const busy = action.busy || form.formState.isSubmitting;
  const begunFrom = useWatch({ control: form.control, name: 'expectedUpdatedAt' });
  const overtaken = !busy && saved.updatedAt !== begunFrom ? saved : undefined;
  const conflict = refused ?? overtaken;
  const found: ConflictFound = refused ? 'on-save' : 'while-editing';

  /** Indices move: the server's item-level words no longer point at their items. */
  const reordered = () => setItemIssues({});

  return {
    form,
    items: list.fields,
    add: (kind: ItineraryKind) => {
      const zone = transferZone(form.getValues('items'), saved.items, deviceZone());
      list.append(blankItem(kind, zone), { shouldFocus: true });
    },
    remove: (index: number) => {
      list.remove(index);
      reordered();
    },
    move: (from: number, to: number) => {
      list.move(from, to);
      reordered();
    },
    save,
    itemIssues,
    conflict,
    found,
    /** drops what was typed and edits the itinerary as it is now */
    loadCurrent: () => {
      if (!conflict) return;
      form.reset(formValuesOf(conflict));
      setItemIssues({});
      setRefused(undefined);
      action.clear();
      on.loaded(conflict);
    },
    /** keeps what was typed; the next Save replaces the colleague's version, now seen */
    keepMine: () => {
      if (!conflict) return;
      form.setValue('expectedUpdatedAt', conflict.updatedAt);
      setRefused(undefined);
      action.clear();
    },
    busy,
    online: action.online,
    failure: action.failure,
  };
}

export type ItineraryEditor = ReturnType<typeof useItineraryEditor>;
