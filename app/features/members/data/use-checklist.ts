import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@app/local/db';
import { setTick, ticksOf } from './checklist';

const NONE: ReadonlySet<string> = new Set();

/** The member's ticks, live, and the toggle that stores one. */
export function useChecklist(ownerId: string) {
  const ticks = useLiveQuery(() => ticksOf(db, ownerId), [ownerId]) ?? NONE;
  const toggle = (itemId: string, done: boolean) => setTick(db, ownerId, itemId, done);
  return { ticks, toggle };
}
