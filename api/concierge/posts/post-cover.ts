/**
 * A post's cover as a write leaves it: an uploaded catalogue picture named by its id (its URL
 * found here, on the server, so a client cannot point a post at any address), the illustration a
 * migrated post shipped with, or none.
 */
import type { ConsolePost } from '@shared/journal-api';
import type { PostInput } from '@shared/schemas/posts';
import type { Tx } from '../../db/client';
import { pictureUrlById } from '../../catalog';

const UNKNOWN_COVER = 'No uploaded picture has the id';
export const unknownCoverMessage = (id: string) =>
  `${UNKNOWN_COVER} ${id}. Upload the cover again.`;
/** staff-edit.ts refuses with a message; this one is the body's fault (400), not the post's state. */
export const isUnknownCover = (message: string) => message.startsWith(UNKNOWN_COVER);

export interface PostCoverFields {
  coverPictureId: string | null;
  coverUrl: string | null;
  coverAlt: string | null;
}

const none: PostCoverFields = { coverPictureId: null, coverUrl: null, coverAlt: null };

export type CoverOutcome = { cover: Partial<PostCoverFields> } | { refused: string };

/**
 * The cover fields to write for `input` over `current` (undefined: a new post). Without a picture
 * id, a description keeps a migrated post's shipped illustration; no description (null or blank)
 * removes the cover; an absent one (an older client) leaves the cover as it is.
 */
export function coverOf(
  tx: Tx,
  input: Pick<PostInput, 'coverPictureId' | 'coverAlt'>,
  current: ConsolePost | undefined,
): CoverOutcome {
  const { coverPictureId: id, coverAlt: alt } = input;
  if (id !== null) {
    const url = pictureUrlById(tx, id);
    if (!url) return { refused: unknownCoverMessage(id) };
    return { cover: { coverPictureId: id, coverUrl: url, coverAlt: alt || null } };
  }
  if (alt === undefined) return { cover: current ? {} : none };
  if (!alt) return { cover: none };
  const shipped = current && current.coverPictureId === null ? current.coverUrl : null;
  return { cover: shipped ? { coverPictureId: null, coverUrl: shipped, coverAlt: alt } : none };
}

/** An earlier version's cover, its picture's URL found again; refused if the picture is gone. */
export function restoredCover(tx: Tx, snapshot: PostCoverFields): CoverOutcome {
  if (snapshot.coverPictureId === null) return { cover: { ...snapshot } };
  const url = pictureUrlById(tx, snapshot.coverPictureId);
  if (!url) return { refused: unknownCoverMessage(snapshot.coverPictureId) };
  return { cover: { ...snapshot, coverUrl: url } };
}
