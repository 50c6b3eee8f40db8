import { useLocalQuery } from '@app/lib/use-local-query';
import { lazy, Suspense } from 'react';
import { WAITING_STATUSES } from '@app/local/outbox/outbox-waiting';
import type { ClubDB, OutboxItem } from '@app/local/db/db';
import { currentOwnerId, sendableBy } from '@app/local/outbox/outbox-owner';
import type { OutboxNames } from './pending-outbox-words';
import { PendingPill, pillClasses } from './pending-pill';

/** The pill alone: while the panel's code loads, or for good if it cannot (see below). */
function PlainPill({ items }: { items: OutboxItem[] }) {
  return (
    <span className={pillClasses(items)}>
      <PendingPill items={items} />
    </span>
  );
}

// The popover (Radix Popover and floating-ui) loads only when something is waiting. Offline
// before it arrived (no worker yet to serve it), the pill still says what waits, rather than the
// failed import taking the whole page down to the offline screen.
const PendingOutboxPanel = lazy(() =>
  import('./pending-outbox-panel').then(
    (m) => ({ default: m.PendingOutboxPanel }),
    () => ({ default: PlainPill }),
  ),
);

interface Pending {
  items: OutboxItem[];
  names: OutboxNames;
}

const NONE: Pending = { items: [], names: { destinations: new Map() } };

async function loadPending(db: ClubDB): Promise<Pending> {
  // Another member's unsent items stay on the device but are theirs to see.
  const maySee = sendableBy(await currentOwnerId(db));
  const items = await db.outbox
    .where('status')
    .anyOf(WAITING_STATUSES)
    .filter(maySee)
    .sortBy('seq');
  const ids = items
    .filter((item) => item.kind === 'booking')
    .map((item) => (item.body as { destinationId?: unknown } | null)?.destinationId)
    .filter((id): id is string => typeof id === 'string');
  const found = ids.length ? await db.destinations.bulkGet(ids) : [];
  const destinations = new Map(found.flatMap((d) => (d ? [[d.id, d.name] as const] : [])));
  return { items, names: { destinations } };
}

/** The header pill that says what is saved but not yet delivered, with retry and discard. */
export function PendingOutbox() {
  const { items, names } = useLocalQuery(loadPending, [], NONE);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={<PlainPill items={items} />}>
      <PendingOutboxPanel items={items} names={names} />
    </Suspense>
  );
}
