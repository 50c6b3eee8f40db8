/**
 * The console's inbox (issue 22), mounted at /api/concierge/messages behind requireStaff (app.ts):
 * contact messages and consultation requests, a message with its replies, 'Reply' (by mail, kept
 * with the message) and 'Mark handled'. Every action answers the message with its replies.
 */
import { Hono, type Context } from 'hono';
import type { PageOf } from '@shared/api';
import {
  MESSAGE_CONFLICT_CODE,
  type ConciergeMessage,
  type ConciergeMessageDetail,
  type MessageConflictBody,
} from '@shared/concierge-api';
import {
  ConciergeMessageQuerySchema,
  MessageHandledSchema,
  MessageReplySchema,
} from '@shared/schemas/concierge-messages';
import { markHandled, replyToMessage, type MessageActionOutcome } from './message-actions';
import { rowId } from '../row-id';
import type { Db } from '../../db/client';
import { errorBody } from '../../errors';
import type { StaffEnv } from '../../middleware/require-staff';
import { validateJson, validateQuery } from '../../middleware/validate';
import { listMessages } from '../../forms';
import { findMessageDetail } from './message-detail';
import type { ConciergeDeps } from '../concierge-deps';

export const MESSAGE_NOT_FOUND_MESSAGE = 'No message with this id';
export const MESSAGE_CONFLICT_MESSAGE =
  'This message was changed by someone else since you opened it. Review it and try again.';

const notFound = (c: Context) => c.json(errorBody(MESSAGE_NOT_FOUND_MESSAGE), 404);

/** The outcome as an answer; the replies are read after the action, as the console shows them. */
function answer(c: Context, db: Db, id: number, outcome: MessageActionOutcome) {
  if (outcome.kind === 'not_found') return notFound(c);
  if (outcome.kind === 'refused') return c.json(errorBody(outcome.message), 400);
  const detail = findMessageDetail(db, id);
  if (!detail) return notFound(c);
  if (outcome.kind === 'stale') {
    const body: MessageConflictBody = {
      ...errorBody(MESSAGE_CONFLICT_MESSAGE),
      code: MESSAGE_CONFLICT_CODE,
      current: detail,
    };
    return c.json(body, 409);
  }
  return c.json<ConciergeMessageDetail>(detail);
}

export function conciergeMessageRoutes({ db, clock, mail }: ConciergeDeps) {
  return new Hono<StaffEnv>()
    .get('/', validateQuery(ConciergeMessageQuerySchema), (c) =>
      c.json<PageOf<ConciergeMessage>>(listMessages(db, c.req.valid('query'))),
    )
    .get('/:id', (c) => {
      const id = rowId(c.req.param('id'));
      const detail = id === null ? undefined : findMessageDetail(db, id);
      if (!detail) return notFound(c);
      return c.json<ConciergeMessageDetail>(detail);
    })
    .post('/:id/reply', validateJson(MessageReplySchema), (c) => {
      const id = rowId(c.req.param('id'));
      if (id === null) return notFound(c);
      const actor = { staff: c.var.staff, now: clock() };
      return answer(c, db, id, replyToMessage(db, id, actor, c.req.valid('json'), mail));
    })
    .post('/:id/handled', validateJson(MessageHandledSchema), (c) => {
      const id = rowId(c.req.param('id'));
      if (id === null) return notFound(c);
      const actor = { staff: c.var.staff, now: clock() };
      return answer(c, db, id, markHandled(db, id, actor, c.req.valid('json')));
    });
}
