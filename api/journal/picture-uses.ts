/**
 * The catalogue's pictures the journal names: every post's cover and every version's, since
 * restoring a version brings its cover back. The catalogue's prune asks for these inside its own
 * delete transaction (api/catalog/editor/picture-prune.ts), so it is a query, not a list.
 */
import { isNotNull, sql } from 'drizzle-orm';
import { posts, postVersions } from '../db/schema/journal';

const versionCover = sql`json_extract(${postVersions.snapshot}, '$.coverPictureId')`;

export const JOURNAL_PICTURE_USES = sql`
  SELECT ${posts.coverPictureId} FROM ${posts} WHERE ${isNotNull(posts.coverPictureId)}
  UNION SELECT ${versionCover} FROM ${postVersions} WHERE ${versionCover} IS NOT NULL`;
