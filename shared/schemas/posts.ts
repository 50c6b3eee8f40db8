/**
 * A journal post as staff write it (issue 39): one schema for the console's editor and the API.
 * That a scheduled time is still in the future is checked by the server against its own clock
 * (SCHEDULE_IN_PAST_MESSAGE); the form checks it too, but a browser's clock may be wrong.
 */
import * as v from 'valibot';
import { POST_STATUSES } from '../journal-api';
import { expectedUpdatedAt, optionalFilter, searchFilter } from './concierge';
import { optionalText, requiredMultiLineText, requiredText, singleLineText } from './fields';
import { pagingEntries } from './paging';

export const SLUG_MAX_LENGTH = 80;
export const MARKDOWN_MAX_LENGTH = 50_000;
export const TAGS_MAX = 10;
export const TAG_MAX_LENGTH = 40;

export const TITLE_REQUIRED_MESSAGE = 'Please give the post a title';
export const SLUG_MESSAGE =
  'The address may use lowercase letters, digits and single hyphens, like slow-luxury';
export const EXCERPT_REQUIRED_MESSAGE = 'Please write a short excerpt for the listing';
export const MARKDOWN_REQUIRED_MESSAGE = 'Please write the post';
export const AUTHOR_REQUIRED_MESSAGE = 'Please name the author';
export const TAG_MESSAGE = `Each tag is one line of up to ${TAG_MAX_LENGTH} characters`;
export const TAGS_MAX_MESSAGE = `A post has at most ${TAGS_MAX} tags`;
export const STATUS_MESSAGE = `Status must be one of ${POST_STATUSES.join(', ')}`;
export const PUBLISH_AT_MESSAGE = 'Please choose a date and time to publish';
export const PUBLISH_AT_ONLY_SCHEDULED_MESSAGE = 'Only a scheduled post has a publishing time';
export const SCHEDULE_IN_PAST_MESSAGE = 'Choose a time in the future to schedule this post';
export const COVER_ALT_REQUIRED_MESSAGE =
  'Please describe the cover picture for readers who cannot see it';

const slug = v.pipe(
  v.string(SLUG_MESSAGE),
  v.trim(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_MESSAGE),
  v.maxLength(SLUG_MAX_LENGTH, `The address must be at most ${SLUG_MAX_LENGTH} characters`),
);

/** Tags as typed: trimmed, blanks dropped, each once (the first spelling kept). */
const tags = v.pipe(
  v.optional(
    v.array(
      v.pipe(singleLineText(TAG_MESSAGE), v.maxLength(TAG_MAX_LENGTH, TAG_MESSAGE)),
      TAG_MESSAGE,
    ),
    [],
  ),
  v.transform((list) => {
    const seen = new Set<string>();
    return list.filter((tag) => {
      const key = tag.toLowerCase();
      if (tag === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }),
  v.maxLength(TAGS_MAX, TAGS_MAX_MESSAGE),
);

const coverPictureId = v.optional(
  v.nullable(
    v.pipe(
      singleLineText('Unknown picture'),
      v.maxLength(64, 'Unknown picture'),
      v.transform((s) => (s === '' ? null : s)),
    ),
  ),
  null,
);

const publishAt = v.optional(
  v.nullable(v.pipe(v.string(PUBLISH_AT_MESSAGE), v.isoTimestamp(PUBLISH_AT_MESSAGE))),
  null,
);

const postEntries = {
  title: requiredText(TITLE_REQUIRED_MESSAGE, 200),
  slug,
  excerpt: requiredMultiLineText(EXCERPT_REQUIRED_MESSAGE, 600),
  markdown: requiredMultiLineText(MARKDOWN_REQUIRED_MESSAGE, MARKDOWN_MAX_LENGTH),
  author: requiredText(AUTHOR_REQUIRED_MESSAGE, 100),
  /** the line under the author: 'Member stories', 'Member since 2023' */
  authorRole: optionalText(100),
  tags,
  coverPictureId,
  /** the cover's description; required with a cover; absent in an edit: kept as it is */
  coverAlt: v.optional(
    v.nullable(
      v.pipe(singleLineText(), v.maxLength(300, 'The description must be at most 300 characters')),
    ),
  ),
  status: v.picklist(POST_STATUSES, STATUS_MESSAGE),
  publishAt,
};

type PostFields = v.InferOutput<v.ObjectSchema<typeof postEntries, undefined>>;

/** The rules between fields: the first one broken, and the field it is shown on. */
function fieldProblem(post: PostFields): [keyof PostFields, string] | null {
  if (post.status === 'scheduled' && post.publishAt === null) {
    return ['publishAt', PUBLISH_AT_MESSAGE];
  }
  if (post.status !== 'scheduled' && post.publishAt !== null) {
    return ['publishAt', PUBLISH_AT_ONLY_SCHEDULED_MESSAGE];
  }
  if (post.coverPictureId !== null && !post.coverAlt)
    return ['coverAlt', COVER_ALT_REQUIRED_MESSAGE];
  return null;
}

/** The same rules for a new post and an edit, reported on the field they concern. */
const postRules = <T extends PostFields>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = fieldProblem(dataset.value);
    if (!problem) return;
    const [key, message] = problem;
    const input = dataset.value;
    addIssue({
      message,
      path: [{ type: 'object', origin: 'value', input, key, value: input[key] }],
    });
  });

/** POST /api/concierge/catalog/posts */
export const PostInputSchema = v.pipe(v.object(postEntries), postRules());
export type PostInputFields = v.InferInput<typeof PostInputSchema>;
export type PostInput = v.InferOutput<typeof PostInputSchema>;

/** PATCH /api/concierge/catalog/posts/:id: the whole post again, and the version it was based on. */
export const PostUpdateSchema = v.pipe(
  v.object({ ...postEntries, expectedUpdatedAt }),
  postRules(),
);
export type PostUpdate = v.InferOutput<typeof PostUpdateSchema>;

/** Archive, restore, and restoring a version: only the version the staff member saw. */
export const PostVersionCheckSchema = v.object({ expectedUpdatedAt });
export type PostVersionCheck = v.InferOutput<typeof PostVersionCheckSchema>;

/** POST /api/concierge/catalog/posts/preview: the editor's live preview. */
export const PostPreviewSchema = v.object({
  markdown: v.pipe(
    v.string(MARKDOWN_REQUIRED_MESSAGE),
    v.maxLength(MARKDOWN_MAX_LENGTH, `Must be at most ${MARKDOWN_MAX_LENGTH} characters`),
  ),
});

/** The console list's status filter: the three, or the archive. */
export const POST_LIST_STATUSES = [...POST_STATUSES, 'archived'] as const;

/** GET /api/concierge/catalog/posts (and its CSV): the page, status and `q` (title, slug, author). */
export const ConsolePostQuerySchema = v.object({
  ...pagingEntries,
  status: optionalFilter(
    v.picklist(POST_LIST_STATUSES, `Status must be one of ${POST_LIST_STATUSES.join(', ')}`),
  ),
  q: searchFilter,
});
export type ConsolePostQuery = v.InferOutput<typeof ConsolePostQuerySchema>;
