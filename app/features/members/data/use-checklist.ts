import { useLocalQuery } from '@app/lib/use-local-query';
import { useState } from 'react';
import { setTick, ticksOf } from './checklist';
import { localDb } from '@app/local/db/local-db';

const NONE: ReadonlySet<string> = new Set();

interface Shown {
  /** the ticks Dexie last answered with */
  live: ReadonlySet<string>;
  /** toggles made since, not yet reflected by Dexie */
  toggled: ReadonlyMap<string, boolean>;
}

/**
 * The member's ticks, live, and the toggle that stores one. A tick shows at once: the checkbox is
 * controlled, and waiting for Dexie's answer would let React put the old state back for a moment
 * (the box would seem not to take the click). Dexie's next answer replaces the toggles.
 */
export function useChecklist(ownerId: string) {
  const live = useLocalQuery((db) => ticksOf(db, ownerId), [ownerId]) ?? NONE;
  const [shown, setShown] = useState<Shown>({ live, toggled: new Map() });
  let toggled = shown.toggled;
  if (shown.live !== live) {
    // Dexie answered: its copy now holds every toggle made so far.
    toggled = new Map();
    setShown({ live, toggled });
  }
  const ticks = new Set(live);
  for (const [itemId, done] of toggled) {
    if (done) ticks.add(itemId);
    else ticks.delete(itemId);
  }
  const toggle = (itemId: string, done: boolean) => {
    setShown((s) => ({ live: s.live, toggled: new Map(s.toggled).set(itemId, done) }));
    return localDb().then((db) => setTick(db, ownerId, itemId, done));
  };
  return { ticks: ticks as ReadonlySet<string>, toggle };
}
