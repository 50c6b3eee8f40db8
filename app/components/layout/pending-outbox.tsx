import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense } from 'react';
import { db, type OutboxItem, type OutboxStatus } from '@app/local/db';
import { currentOwnerId, sendableBy } from '@app/local/outbox-owner';
import { PendingPill, pillClasses } from './pending-pill';

const WAITING: OutboxStatus[] = ['pending', 'sending', 'failed', 'auth'];

// The popover (Radix Popover and floating-ui) loads only when something is waiting.
const PendingOutboxPanel = lazy(() =>
  import('./pending-outbox-panel').then((m) => ({ default: m.PendingOutboxPanel })),
);

/** The header pill that says what is saved but not yet delivered, with retry and discard. */
export function PendingOutbox() {
  const items = useLiveQuery(
    async () => {
      // Another member's unsent items stay on the device but are theirs to see.
      const maySee = sendableBy(await currentOwnerId(db));
      return db.outbox.where('status').anyOf(WAITING).filter(maySee).sortBy('seq');
    },
    [],
    [] as OutboxItem[],
  );
  if (items.length === 0) return null;
  return (
    <Suspense
      fallback={
        <span className={pillClasses(items)}>
          <PendingPill items={items} />
        </span>
      }
    >
      <PendingOutboxPanel items={items} />
    </Suspense>
  );
}
