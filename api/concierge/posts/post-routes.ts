/**
 * The journal in the console (issue 39), mounted at /api/concierge/catalog behind requireStaff:
 * staff read the posts, their history, the preview and the CSV; only admins write. Each write
 * tells the server (onJournalChanged) which addresses changed, after it has committed.
 */
import { Hono, type Context } from 'hono';
import type { PageOf } from '@shared/api';
import {
  POST_CONFLICT_CODE,
  POST_SLUG_TAKEN_CODE,
  SLUG_TAKEN_MESSAGE,
  type ConsolePost,
  type PostConflictBody,
  type PostVersion,
} from '@shared/journal-api';
import {
  ConsolePostQuerySchema,
  PostInputSchema,
  PostPreviewSchema,
  PostUpdateSchema,
  PostVersionCheckSchema,
  SCHEDULE_IN_PAST_MESSAGE,
} from '@shared/schemas/posts';
import { errorBody } from '../../errors';
import {
  findPost,
  listConsolePosts,
  postHistory,
  renderMarkdown,
  type OnJournalChanged,
} from '../../journal';
import { requireAdmin, type StaffEnv } from '../../middleware/require-staff';
import { validateJson, validateQuery } from '../../middleware/validate';
import type { ConciergeDeps } from '../concierge-deps';
import { csvResponse, csvStream } from '../exports/csv-stream';
import { rowId } from '../row-id';
import { isUnknownCover } from './post-cover';
import { POSTS_CSV } from './posts-csv';
import {
  archivePost,
  createPost,
  restorePost,
  restoreVersion,
  scheduledInPast,
  updatePost,
  type PostEditOutcome,
} from './post-actions';

export const POST_NOT_FOUND_MESSAGE = 'No post with this id';
export const POST_CONFLICT_MESSAGE =
  'This post was changed by someone else since you opened it. Review it and try again.';

const slugTaken = (c: Context) =>
  c.json(
    errorBody(SLUG_TAKEN_MESSAGE, {
      code: POST_SLUG_TAKEN_CODE,
      issues: { slug: SLUG_TAKEN_MESSAGE },
    }),
    409,
  );

/** A refusal's answer: a taken address, a cover picture never uploaded (400), or a state (409). */
function refused(c: Context, message: string) {
  if (message === SLUG_TAKEN_MESSAGE) return slugTaken(c);
  if (isUnknownCover(message)) {
    return c.json(errorBody(message, { issues: { coverPictureId: message } }), 400);
  }
  return c.json(errorBody(message), 409);
}

const scheduleInPast = (c: Context) =>
  c.json(errorBody('Invalid request', { issues: { publishAt: SCHEDULE_IN_PAST_MESSAGE } }), 400);

function answer(c: Context, outcome: PostEditOutcome, changed: OnJournalChanged, before?: string) {
  switch (outcome.kind) {
    case 'not_found':
      return c.json(errorBody(POST_NOT_FOUND_MESSAGE), 404);
    case 'stale': {
      const body: PostConflictBody = {
        ...errorBody(POST_CONFLICT_MESSAGE),
        code: POST_CONFLICT_CODE,
        current: outcome.current,
      };
      return c.json(body, 409);
    }
    case 'refused':
      return refused(c, outcome.message);
    case 'updated': {
      const slugs = [...new Set([before ?? outcome.row.slug, outcome.row.slug])];
      changed({ slugs });
      return c.json<ConsolePost>(outcome.row);
    }
  }
}

export function conciergePostRoutes({ db, clock, onJournalChanged: changed }: ConciergeDeps) {
  const actor = (c: Context<StaffEnv>) => ({ staff: c.var.staff, now: clock() });
  /** The post's id, and its address before the write (both sides of a renamed post change). */
  const target = (c: Context<StaffEnv>) => {
    const id = rowId(c.req.param('id') ?? '');
    return id === null ? null : { id, slug: findPost(db, id)?.slug };
  };
  const notFound = (c: Context) => c.json(errorBody(POST_NOT_FOUND_MESSAGE), 404);

  return (
    new Hono<StaffEnv>()
      .get('/posts.csv', validateQuery(ConsolePostQuerySchema), (c) => {
        const { page: _page, pageSize: _size, ...filters } = c.req.valid('query');
        return csvResponse(
          c,
          'posts',
          clock(),
          csvStream(POSTS_CSV.columns, POSTS_CSV.reader(db, filters)),
        );
      })
      .get('/posts', validateQuery(ConsolePostQuerySchema), (c) =>
        c.json<PageOf<ConsolePost>>(listConsolePosts(db, c.req.valid('query'))),
      )
      // A read, though a POST (the Markdown is the body): concierges see the preview too.
      .post('/posts/preview', validateJson(PostPreviewSchema), (c) =>
        c.json({ html: renderMarkdown(c.req.valid('json').markdown) }),
      )
      .post('/posts', requireAdmin(), validateJson(PostInputSchema), (c) => {
        const input = c.req.valid('json');
        const { now } = actor(c);
        if (scheduledInPast(input, now)) return scheduleInPast(c);
        const outcome = createPost(db, actor(c), input);
        if (outcome.kind === 'refused') return refused(c, outcome.message);
        changed({ slugs: [outcome.row.slug] });
        return c.json<ConsolePost>(outcome.row, 201);
      })
      .get('/posts/:id', (c) => {
        const id = rowId(c.req.param('id'));
        const post = id === null ? undefined : findPost(db, id);
        return post ? c.json<ConsolePost>(post) : notFound(c);
      })
      .patch('/posts/:id', requireAdmin(), validateJson(PostUpdateSchema), (c) => {
        const post = target(c);
        if (!post) return notFound(c);
        const input = c.req.valid('json');
        if (scheduledInPast(input, clock())) return scheduleInPast(c);
        return answer(c, updatePost(db, post.id, actor(c), input), changed, post.slug);
      })
      .post('/posts/:id/archive', requireAdmin(), validateJson(PostVersionCheckSchema), (c) => {
        const post = target(c);
        if (!post) return notFound(c);
        return answer(c, archivePost(db, post.id, actor(c), c.req.valid('json')), changed);
      })
      .post('/posts/:id/restore', requireAdmin(), validateJson(PostVersionCheckSchema), (c) => {
        const post = target(c);
        if (!post) return notFound(c);
        return answer(c, restorePost(db, post.id, actor(c), c.req.valid('json')), changed);
      })
      .get('/posts/:id/history', (c) => {
        const id = rowId(c.req.param('id'));
        if (id === null || !findPost(db, id)) return notFound(c);
        return c.json<PostVersion[]>(postHistory(db, id));
      })
      .post(
        '/posts/:id/history/:version/restore',
        requireAdmin(),
        validateJson(PostVersionCheckSchema),
        (c) => {
          const post = target(c);
          const version = rowId(c.req.param('version'));
          if (!post || version === null) return notFound(c);
          const outcome = restoreVersion(db, post.id, version, actor(c), c.req.valid('json'));
          return answer(c, outcome, changed, post.slug);
        },
      )
  );
}
