import type { Jet } from '@shared/schemas/catalog';

/*
 * The API sends the fleet in display order, but Dexie returns rows by primary key, so every screen
 * that lists jets sorts them again with this one comparison. The display order is the largest
 * cabin first, which is also the highest hourly rate first (the seed's order).
 */
export const byFleetOrder = (a: Jet, b: Jet) => Number(b.hourlyRate) - Number(a.hourlyRate);

/** A sorted copy: Dexie's arrays (and the page snapshot's) are never sorted in place. */
export const inFleetOrder = (jets: readonly Jet[]) => [...jets].sort(byFleetOrder);
