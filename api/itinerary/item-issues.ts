/**
 * Bad items, in the API's 400 shape: `issues` keyed by the field's path (`items.2.arrives`), each
 * message naming the item by its place in the list and its kind ("Item 3 (flight KTEB → LFMN):
 * Arrival is before departure"), and the first of them as the answer's message.
 */
import type { ItineraryItem } from '@shared/schemas/itinerary';

export interface ItemIssue {
  index: number;
  /** the item as sent, when it could be read (its kind, its airports) */
  item?: Partial<ItineraryItem> | undefined;
  field?: string | undefined;
  text: string;
}

/** "Item 3 (flight KTEB → LFMN)", "Item 1 (stay)", "Item 4". */
export function itemName(index: number, item?: Partial<ItineraryItem>): string {
  const kind = item?.kind;
  const { from, to } = (item ?? {}) as { from?: unknown; to?: unknown };
  if (kind === 'flight' && typeof from === 'string' && typeof to === 'string' && from && to) {
    return `Item ${index + 1} (flight ${from} → ${to})`;
  }
  return typeof kind === 'string' && kind ? `Item ${index + 1} (${kind})` : `Item ${index + 1}`;
}

export function itemIssues(problems: ItemIssue[]): {
  message: string;
  issues: Record<string, string>;
} {
  const issues: Record<string, string> = {};
  for (const p of problems) {
    const path = ['items', p.index, ...(p.field ? [p.field] : [])].join('.');
    issues[path] ??= `${itemName(p.index, p.item)}: ${p.text}`;
  }
  return { message: Object.values(issues)[0] ?? 'Invalid itinerary', issues };
}
