/**
 * Profile saves through the outbox (spec 4, DESIGN "Conflicts"): a save carries the version it
 * was based on as If-Match; a 412 keeps the draft in the refused item until the member resolves it.
 */
import {
  API,
  PROFILE_CONFLICT_CODE,
  type CurrentUser,
  type ProfileConflictBody,
} from '@shared/api';
import { profileEtag } from '@shared/profile-etag';
import type { ClubDB, OutboxItem } from '@app/local/db/db';
import { discard, submit, type SubmitOutcome } from '@app/local/outbox/outbox';
import { storeUser } from '@app/local/session/session';
import { baseOf, forgetBase, rememberBase } from '../lib/edit-bases';
import {
  profileFieldsOf,
  profileFieldsOfBody,
  withProfile,
  type ProfileFields,
} from '../lib/profile-fields';
import { localDb } from '@app/local/db/local-db';

interface Opts {
  db?: ClubDB;
}

/** The member's newest profile save not yet delivered (waiting, refused or held for sign-in). */
export function unsettledProfileItem(db: ClubDB, ownerId: string): Promise<OutboxItem | undefined> {
  return db.outbox
    .where('ownerId')
    .equals(ownerId)
    .filter((item) => item.kind === 'profile' && item.status !== 'sent')
    .last();
}

/** The member's newest delivered profile save, whose answer is the server's copy after it. */
export function deliveredProfileItem(db: ClubDB, ownerId: string): Promise<OutboxItem | undefined> {
  return db.outbox
    .where('ownerId')
    .equals(ownerId)
    .filter((item) => item.kind === 'profile' && item.status === 'sent')
    .last();
}

export interface ProfileConflict {
  itemId: string;
  /** what the member tried to save */
  draft: ProfileFields;
  /** the server's copy that changed since the edit began */
  current: CurrentUser;
  /** the copy the edit started from, when this tab still knows it */
  base?: ProfileFields;
}

export function conflictOf(item: OutboxItem | undefined): ProfileConflict | undefined {
  if (item?.status !== 'failed') return undefined;
  const body = item.response as Partial<ProfileConflictBody> | undefined;
  const draft = profileFieldsOfBody(item.body);
  if (body?.code !== PROFILE_CONFLICT_CODE || !body.current || !draft) return undefined;
  return { itemId: item.id, draft, current: body.current, base: baseOf(item.id) };
}

/**
 * Stores a newer server copy of the member. An older answer (a save overtaken by a later one,
 * or by a fresher member pull) is ignored.
 */
export async function adoptServerCopy(user: CurrentUser, opts: Opts = {}): Promise<void> {
  const db = opts.db ?? (await localDb());
  const snapshot = (await db.session.get('current'))?.user;
  if (!snapshot || Date.parse(user.updatedAt) <= Date.parse(snapshot.updatedAt)) return;
  await storeUser(user, { db });
}

/**
 * Saves `fields` as an edit of `base` (the copy the member was looking at). A save still waiting
 * or refused is replaced, so the server sees only the latest draft, once. Queued offline, the
 * local snapshot shows the edit at once; it keeps `base.updatedAt` so the conflict check holds.
 */
export async function saveProfile(
  fields: ProfileFields,
  base: CurrentUser,
  opts: Opts = {},
): Promise<SubmitOutcome> {
  const db = opts.db ?? (await localDb());
  const previous = await unsettledProfileItem(db, base.id);
  const outcome = await submit(
    {
      kind: 'profile',
      method: 'PUT',
      url: API.profile,
      body: fields,
      ifMatch: profileEtag(base.updatedAt),
      replaces: previous?.id,
    },
    { db },
  );
  // A second edit made while the first still waits started from the first's draft, not the server's.
  const startedFrom =
    (previous?.status === 'pending' && baseOf(previous.id)) || profileFieldsOf(base);
  if (previous) forgetBase(previous.id);
  if (outcome.status === 'sent') await storeUser(outcome.response as CurrentUser, { db });
  else rememberBase(outcome.id, startedFrom);
  // Kept for a later send (no connection, or the server said "not now"): show it meanwhile.
  if (outcome.status === 'queued' || outcome.status === 'retrying') {
    await storeUser(withProfile(base, fields), { db });
  }
  return outcome;
}

/** "Use the saved version": the server's copy wins and the refused draft is dropped. */
export async function keepServerCopy(conflict: ProfileConflict, opts: Opts = {}): Promise<void> {
  const db = opts.db ?? (await localDb());
  await storeUser(conflict.current, { db });
  await discard(conflict.itemId, { db });
  forgetBase(conflict.itemId);
}
