/**
 * Who may send an outbox item: an item made by a signed-in member goes only under that member's
 * session; one made while signed out goes under whoever is signed in when it is sent.
 */
import type { ClubDB, OutboxItem } from '../db/db';

/** The member of the local snapshot, or undefined when signed out on this device. */
export async function currentOwnerId(db: ClubDB): Promise<string | undefined> {
  return (await db.session.get('current'))?.user?.id;
}

export const sendableBy =
  (ownerId: string | undefined) =>
  (item: OutboxItem): boolean =>
    item.ownerId === undefined || item.ownerId === ownerId;
