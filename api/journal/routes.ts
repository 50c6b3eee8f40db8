/**
 * The journal's public reads (issue 39): GET /api/posts (the listing, newest first) and
 * GET /api/posts/:slug (one post with its sanitised HTML), with ETags like the catalogue's lists.
 */
import { Hono } from 'hono';
import { errorBody } from '../errors';
import { sendCachedJson } from '../catalog';
import { cachedPost, cachedPostList } from './journal-cache';
import type { JournalDeps } from './journal-deps';

export const POST_NOT_FOUND_MESSAGE = 'No post at this address';

export function journalRoutes({ db, clock }: JournalDeps) {
  return new Hono()
    .get('/', (c) => sendCachedJson(c, cachedPostList(db, clock())))
    .get('/:slug', (c) => {
      const post = cachedPost(db, c.req.param('slug'), clock());
      if (!post) return c.json(errorBody(POST_NOT_FOUND_MESSAGE), 404);
      return sendCachedJson(c, post);
    });
}
