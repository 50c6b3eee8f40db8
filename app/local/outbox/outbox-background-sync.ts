/**
 * The service worker's Background Sync of the outbox (sw.ts wires it to the `sync` event): an
 * open page flushes (and updates its status); with none open the worker sends the outbox itself.
 */
import type { FlushReport } from './outbox-flush';
import { FLUSH_OUTBOX_MESSAGE } from './sync-messages';

export interface BackgroundSyncContext {
  /** The open windows of the app (clients.matchAll). */
  windows: () => Promise<readonly { postMessage: (message: unknown) => void }[]>;
  flush: () => Promise<FlushReport>;
  /** Registers the outbox sync tag again. */
  register: () => Promise<void>;
  /** The browser will not retry this sync after this attempt (SyncEvent.lastChance). */
  lastChance: boolean;
}

export class OutboxStillWaiting extends Error {
  override name = 'OutboxStillWaiting';
}

/**
 * Rejects while items still wait (offline, or the server said "not now"): the browser then retries
 * the sync later with its own back-off. On its last attempt the tag is registered again instead,
 * so a long outage never ends the chain.
 */
export async function syncOutbox(context: BackgroundSyncContext): Promise<void> {
  const windows = await context.windows();
  if (windows.length > 0) {
    for (const client of windows) client.postMessage(FLUSH_OUTBOX_MESSAGE);
    return;
  }
  const report = await context.flush();
  if (!report.offline && report.retrying === 0) return;
  if (context.lastChance) {
    await context.register().catch(() => undefined);
    return;
  }
  throw new OutboxStillWaiting('Outbox items still waiting');
}
