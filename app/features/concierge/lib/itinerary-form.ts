/**
 * The itinerary editor's form, as the endpoint's own schema reads it (ItineraryUpdateSchema):
 * items as the server answered them become drafts with every field a string ('' for a blank,
 * which the schema leaves out), each keeping its uid so the member's calendar updates its event;
 * and the server's refusals (`items.1.to`) find the field they concern.
 */
import type { Itinerary, ItineraryItemView } from '@shared/itinerary-api';
import type {
  ItineraryItemInput,
  ItineraryKind,
  ItineraryUpdateInput,
} from '@shared/schemas/itinerary';

export type ItineraryFormValues = ItineraryUpdateInput;

/** Each kind's fields, in the order the editor shows them (the schema's fields but uid, kind). */
export const ITEM_FIELDS = {
  flight: [
    'from',
    'to',
    'departs',
    'arrives',
    'fbo',
    'aircraft',
    'tailNumber',
    'captain',
    'passengers',
  ],
  stay: ['name', 'address', 'checkIn', 'checkOut', 'confirmation'],
  transfer: ['at', 'timeZone', 'from', 'to', 'driver', 'phone'],
  note: ['text'],
} as const satisfies Record<ItineraryKind, readonly string[]>;

export const KIND_WORDS: Record<ItineraryKind, string> = {
  flight: 'Flight',
  stay: 'Stay',
  transfer: 'Transfer',
  note: 'Note',
};

const fieldsOf = (kind: ItineraryKind, source: object) => {
  const values = source as Partial<Record<string, unknown>>;
  return Object.fromEntries(
    ITEM_FIELDS[kind].map((f) => [f, typeof values[f] === 'string' ? values[f] : '']),
  );
};

/** A saved item as the form edits it: its uid kept, blanks as ''. */
export const draftOf = (item: ItineraryItemView): ItineraryItemInput =>
  ({ uid: item.uid, kind: item.kind, ...fieldsOf(item.kind, item) }) as ItineraryItemInput;

/** A new item of `kind`; a transfer starts in `timeZone`. */
export const blankItem = (kind: ItineraryKind, timeZone: string): ItineraryItemInput =>
  ({ kind, ...fieldsOf(kind, kind === 'transfer' ? { timeZone } : {}) }) as ItineraryItemInput;

/** The form for an itinerary as the server has it, based on its version. */
export const formValuesOf = (itinerary: Itinerary): ItineraryFormValues => ({
  items: itinerary.items.map(draftOf),
  expectedUpdatedAt: itinerary.updatedAt,
});

/**
 * A new transfer's zone: the one of the transfer before it, or of the airport the flight before
 * it lands at (when the saved itinerary knows that airport), else this device's.
 */
export function transferZone(
  items: readonly ItineraryItemInput[],
  saved: readonly ItineraryItemView[],
  deviceZone: string,
): string {
  for (const item of [...items].reverse()) {
    if (item.kind === 'transfer' && item.timeZone) return item.timeZone;
    if (item.kind === 'flight') {
      const code = item.to.trim().toUpperCase();
      const landed = saved.find((s) => s.kind === 'flight' && s.to === code);
      if (landed?.kind === 'flight') return landed.arrival.airport.timeZone;
    }
  }
  return deviceZone;
}

export type ItemFieldPath = `items.${number}.${string}`;

/** A refusal's issues placed: beside a field, on an item as a whole, or on the form. */
export interface PlacedIssues {
  fields: { path: ItemFieldPath; message: string }[];
  /** by item index: what concerns no field the editor shows (an unknown uid) */
  items: Record<number, string>;
  general: string[];
}

/** Places the API's 400 `issues` (`items.1.to`, `items.2`, `expectedUpdatedAt`) on the form. */
export function placeIssues(
  issues: Record<string, string>,
  items: readonly { kind: ItineraryKind }[],
): PlacedIssues {
  const placed: PlacedIssues = { fields: [], items: {}, general: [] };
  for (const [key, message] of Object.entries(issues)) {
    const match = /^items\.(\d+)(?:\.(.+))?$/.exec(key);
    const index = match ? Number(match[1]) : -1;
    const item = items[index];
    if (!match || !item) {
      placed.general.push(message);
      continue;
    }
    const field = match[2];
    const known =
      field !== undefined && (ITEM_FIELDS[item.kind] as readonly string[]).includes(field);
    if (known) placed.fields.push({ path: `items.${index}.${field}`, message });
    else placed.items[index] ??= message;
  }
  return placed;
}
