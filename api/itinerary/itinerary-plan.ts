/**
 * The next itinerary from the current one and the concierge's list: each item keeps the uid it
 * was sent back with (so its calendar event is updated, not duplicated), a new one gets a new
 * uid, and an item's sequence rises when anything about it changed. Items left out are kept as
 * cancelled, a step further, so the calendar hears of it. Pure: no database, no clock.
 */
import type { ItineraryItemView } from '@shared/itinerary-api';
import type { ResolvedItem } from './resolve-items';
import type { ItemIssue } from './item-issues';
import type { StoredItinerary } from './itinerary-store';

export const UNKNOWN_UID_MESSAGE =
  'This item id is not in the itinerary: reload it and apply your change again';
export const REPEATED_UID_MESSAGE = 'This item id is used twice';

export interface ItineraryChange {
  type: 'added' | 'removed' | 'changed';
  before?: ItineraryItemView;
  after?: ItineraryItemView;
}

export type ItineraryPlan =
  | {
      ok: true;
      items: ItineraryItemView[];
      cancelled: ItineraryItemView[];
      changes: ItineraryChange[];
    }
  | { ok: false; problems: ItemIssue[] };

/** What an item says, whatever its uid and sequence: two items are the same when this is. */
function content(item: ResolvedItem | ItineraryItemView): string {
  const { uid: _u, sequence: _s, ...rest } = item as ItineraryItemView;
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;
  return JSON.stringify(sorted(rest));
}

export function planItinerary(
  current: StoredItinerary,
  incoming: ResolvedItem[],
  newUid: () => string = () => crypto.randomUUID(),
): ItineraryPlan {
  const byUid = new Map(current.items.map((i) => [i.uid, i]));
  const seen = new Set<string>();
  const problems: ItemIssue[] = [];
  const changes: ItineraryChange[] = [];
  const items = incoming.map((item, index): ItineraryItemView => {
    const { uid, ...rest } = item;
    const before = uid === undefined ? undefined : byUid.get(uid);
    if (uid !== undefined && (!before || seen.has(uid))) {
      const text = before ? REPEATED_UID_MESSAGE : UNKNOWN_UID_MESSAGE;
      problems.push({ index, item, field: 'uid', text });
    }
    if (uid !== undefined) seen.add(uid);
    if (!before) {
      const after = { ...rest, uid: newUid(), sequence: 0 } as ItineraryItemView;
      changes.push({ type: 'added', after });
      return after;
    }
    const same = content(before) === content(item);
    const after = {
      ...rest,
      uid: before.uid,
      sequence: before.sequence + (same ? 0 : 1),
    } as ItineraryItemView;
    if (!same) changes.push({ type: 'changed', before, after });
    return after;
  });
  if (problems.length) return { ok: false, problems };
  const removed = current.items
    .filter((i) => !seen.has(i.uid))
    .map((i) => ({ ...i, sequence: i.sequence + 1 }));
  for (const before of removed) changes.push({ type: 'removed', before });
  // An item cancelled earlier stays cancelled: its uid is no longer one the console can send.
  const cancelled = [...current.cancelled, ...removed];
  return { ok: true, items, cancelled, changes };
}
