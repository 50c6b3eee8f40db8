import * as v from 'valibot';
import { optionalFilter, searchFilter } from './concierge';
import { pagingEntries } from './paging';
import { replyEntries, wordsOrFiles } from './threads';

export const UNREAD_FILTER_MESSAGE = 'unread must be true or false';

/** POST /api/concierge/threads/:id/messages: staff write online, so no client id. */
export const ConciergeThreadReplySchema = v.pipe(v.object(replyEntries), wordsOrFiles());
export type ConciergeThreadReplyInput = v.InferInput<typeof ConciergeThreadReplySchema>;
export type ConciergeThreadReply = v.InferOutput<typeof ConciergeThreadReplySchema>;

/** GET /api/concierge/threads: the page, `unread` (true: only those awaiting staff) and `q`. */
export const ConciergeThreadQuerySchema = v.object({
  ...pagingEntries,
  unread: optionalFilter(
    v.pipe(
      v.picklist(['true', 'false'], UNREAD_FILTER_MESSAGE),
      v.transform((s) => s === 'true'),
    ),
  ),
  q: searchFilter,
});
export type ConciergeThreadQuery = v.InferOutput<typeof ConciergeThreadQuerySchema>;
