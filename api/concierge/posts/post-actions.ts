/**
 * An admin's writes to the journal (issue 39): a new post, an edit, archive and restore, and an
 * earlier version put back. Each is one transaction with the post's new version and the audit
 * entry; an edit is checked against the version the admin saw (staff-edit.ts). The Markdown is
 * rendered and sanitised here, before the transaction, so the stored HTML is always safe.
 */
import { SLUG_TAKEN_MESSAGE, type ConsolePost, type PostStatus } from '@shared/journal-api';
import type { PostInput, PostUpdate, PostVersionCheck } from '@shared/schemas/posts';
import { writeAudit } from '../../db/audit-log';
import type { Db, Tx } from '../../db/client';
import {
  findPost,
  findVersion,
  insertPost,
  recordVersion,
  renderMarkdown,
  slugTaken,
  writePost,
  type PostChanges,
} from '../../journal';
import { coverOf, restoredCover } from './post-cover';
import { staffEdit, type Actor, type EditTarget, type StaffEditOutcome } from '../staff-edit';

export const ALREADY_ARCHIVED_MESSAGE = 'This post is already archived.';
export const NOT_ARCHIVED_MESSAGE = 'This post is not archived.';

export type PostCreateOutcome =
  { kind: 'created'; row: ConsolePost } | { kind: 'refused'; message: string };
export type PostEditOutcome = StaffEditOutcome<ConsolePost>;

/** What the audit keeps of a post: where it stands, not its words (the versions keep those). */
const AUDITED = [
  'title',
  'slug',
  'status',
  'publishAt',
  'publishedAt',
  'archivedAt',
  'updatedAt',
] as const;
const auditView = (post: ConsolePost) => Object.fromEntries(AUDITED.map((key) => [key, post[key]]));

const postTarget = (id: number): EditTarget<ConsolePost, PostChanges> => ({
  entityType: 'post',
  entityId: String(id),
  find: (tx) => findPost(tx, id),
  write: (tx, changes, expected) => writePost(tx, id, changes, expected),
  auditView,
});

/** The written fields of a body: its words, rendered (the cover is coverOf's). */
function contentOf(input: PostInput) {
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    markdown: input.markdown,
    html: renderMarkdown(input.markdown),
    author: input.author,
    authorRole: input.authorRole,
    tags: input.tags,
  };
}

/** The dates that go with a status: published keeps its first date; scheduled waits for its time. */
function statusDates(
  status: PostStatus,
  publishAt: string | null,
  publishedBefore: string | null,
  now: Date,
) {
  if (status === 'published') {
    return { status, publishAt: null, publishedAt: publishedBefore ?? now.toISOString() };
  }
  if (status === 'scheduled') return { status, publishAt, publishedAt: null };
  return { status, publishAt: null, publishedAt: publishedBefore };
}

/** A scheduled time that is not in the future, by the server's clock (the schema cannot know). */
export const scheduledInPast = (input: PostInput, now: Date) =>
  input.status === 'scheduled' &&
  input.publishAt !== null &&
  Date.parse(input.publishAt) <= now.getTime();

/** Afterwards, in the same transaction: the post's version. */
const keepVersion =
  (id: number, action: string, { staff, now }: Actor) =>
  (tx: Tx) => {
    recordVersion(tx, findPost(tx, id)!, action, staff, now);
  };

export function createPost(db: Db, actor: Actor, input: PostInput): PostCreateOutcome {
  const { staff, now } = actor;
  const values = {
    ...contentOf(input),
    archivedAt: null,
    ...statusDates(input.status, input.publishAt, null, now),
  };
  return db.transaction(
    (tx): PostCreateOutcome => {
      if (slugTaken(tx, input.slug)) return { kind: 'refused', message: SLUG_TAKEN_MESSAGE };
      const cover = coverOf(tx, input, undefined);
      if ('refused' in cover) return { kind: 'refused', message: cover.refused };
      const none = { coverPictureId: null, coverUrl: null, coverAlt: null };
      const row = insertPost(tx, { ...values, ...none, ...cover.cover }, now);
      recordVersion(tx, row, 'created', staff, now);
      const record = { action: 'post.created', entityType: 'post', entityId: String(row.id) };
      writeAudit(tx, staff, { ...record, before: null, after: auditView(row) }, now);
      return { kind: 'created', row };
    },
    { behavior: 'immediate' },
  );
}

export function updatePost(
  db: Db,
  id: number,
  actor: Actor,
  { expectedUpdatedAt, ...input }: PostUpdate,
): PostEditOutcome {
  const content = contentOf(input);
  const edit = { ...actor, expectedUpdatedAt, action: 'post.updated' };
  return staffEdit(db, postTarget(id), edit, (tx, post) => {
    if (slugTaken(tx, input.slug, id)) return { refused: SLUG_TAKEN_MESSAGE };
    const cover = coverOf(tx, input, post);
    if ('refused' in cover) return cover;
    const dates = statusDates(input.status, input.publishAt, post.publishedAt, actor.now);
    return {
      changes: { ...content, ...cover.cover, ...dates },
      alongside: keepVersion(id, 'updated', actor),
    };
  });
}

export function archivePost(
  db: Db,
  id: number,
  actor: Actor,
  { expectedUpdatedAt }: PostVersionCheck,
): PostEditOutcome {
  const edit = { ...actor, expectedUpdatedAt, action: 'post.archived' };
  return staffEdit(db, postTarget(id), edit, (_tx, post) =>
    post.archivedAt !== null
      ? { refused: ALREADY_ARCHIVED_MESSAGE }
      : {
          changes: { archivedAt: actor.now.toISOString() },
          alongside: keepVersion(id, 'archived', actor),
        },
  );
}

export function restorePost(
  db: Db,
  id: number,
  actor: Actor,
  { expectedUpdatedAt }: PostVersionCheck,
): PostEditOutcome {
  const edit = { ...actor, expectedUpdatedAt, action: 'post.restored' };
  return staffEdit(db, postTarget(id), edit, (_tx, post) =>
    post.archivedAt === null
      ? { refused: NOT_ARCHIVED_MESSAGE }
      : { changes: { archivedAt: null }, alongside: keepVersion(id, 'restored', actor) },
  );
}

/**
 * Puts an earlier version's words, picture and address back in one step; where the post stands
 * (draft, scheduled, published, archived) stays as it is now. 'not_found' for an unknown version.
 */
export function restoreVersion(
  db: Db,
  id: number,
  versionId: number,
  actor: Actor,
  { expectedUpdatedAt }: PostVersionCheck,
): PostEditOutcome {
  const version = findVersion(db, id, versionId);
  if (!version) return { kind: 'not_found' };
  const { snapshot } = version;
  const changes: PostChanges = {
    title: snapshot.title,
    slug: snapshot.slug,
    excerpt: snapshot.excerpt,
    markdown: snapshot.markdown,
    html: renderMarkdown(snapshot.markdown),
    author: snapshot.author,
    authorRole: snapshot.authorRole,
    tags: snapshot.tags,
  };
  const edit = { ...actor, expectedUpdatedAt, action: 'post.version-restored' };
  return staffEdit(db, postTarget(id), edit, (tx) => {
    if (slugTaken(tx, snapshot.slug, id)) return { refused: SLUG_TAKEN_MESSAGE };
    const cover = restoredCover(tx, snapshot);
    if ('refused' in cover) return cover;
    return {
      changes: { ...changes, ...cover.cover },
      alongside: (inTx) => {
        keepVersion(id, 'version-restored', actor)(inTx);
        return { restoredVersion: versionId };
      },
    };
  });
}
