/**
 * Web Push for signed-in members (issue 38), mounted at /api/push: the server's VAPID public key,
 * a device's subscription (saved for the member and this device's session, so signing the device
 * out ends it), and forgetting one. An endpoint off the known push services is a 400 (SSRF guard).
 */
import { Hono } from 'hono';
import type { MessageResponse } from '@shared/api';
import type { PushCurrentResponse, PushKeyResponse } from '@shared/push-api';
import {
  PushCurrentQuerySchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
} from '@shared/schemas/push';
import { errorBody } from '../errors';
import { PRIVATE_NO_STORE, requireUser, type MemberEnv } from '../middleware/require-user';
import { validateJson, validateQuery } from '../middleware/validate';
import type { PushDeps } from './push-deps';
import { endpointProblem } from './push-endpoints';
import { removeSubscription, saveSubscription, subscriptionCategories } from './subscriptions';

export const SUBSCRIBED_MESSAGE = 'Notifications are on for this device.';
export const UNSUBSCRIBED_MESSAGE = 'Notifications are off for this device.';
export const NO_SUBSCRIPTION_MESSAGE = 'Notifications are not on for this device.';

export function pushRoutes({ db, clock, vapid, allowedOrigins }: PushDeps) {
  return (
    new Hono<MemberEnv>()
      .use('*', requireUser())
      .use('*', async (c, next) => {
        await next();
        c.header('Cache-Control', PRIVATE_NO_STORE);
      })
      .get('/key', (c) => c.json<PushKeyResponse>({ publicKey: vapid.publicKey }))
      .post('/subscriptions', validateJson(PushSubscriptionSchema), (c) => {
        const body = c.req.valid('json');
        const problem = endpointProblem(body.endpoint, allowedOrigins);
        if (problem) return c.json(errorBody(problem, { issues: { endpoint: problem } }), 400);
        const session = c.var.session;
        if (!session) throw new Error('a member request without its session');
        const subscriber = { memberId: c.var.member.id, sessionId: session.id };
        const outcome = saveSubscription(db, subscriber, body, clock());
        return c.json<MessageResponse>(
          { message: SUBSCRIBED_MESSAGE },
          outcome === 'created' ? 201 : 200,
        );
      })
      // The profile's toggles: what this device gets. Another member's endpoint is theirs to
      // know, so it is the same 404 as none at all.
      .get('/subscriptions/current', validateQuery(PushCurrentQuerySchema), (c) => {
        const { endpoint } = c.req.valid('query');
        const categories = subscriptionCategories(db, c.var.member.id, endpoint);
        if (!categories) return c.json(errorBody(NO_SUBSCRIPTION_MESSAGE), 404);
        return c.json<PushCurrentResponse>({ categories });
      })
      // Forgetting a subscription the server no longer has (a push service said it was gone) is
      // still the answer the device wanted: notifications are off.
      .delete('/subscriptions', validateJson(PushUnsubscribeSchema), (c) => {
        removeSubscription(db, c.var.member.id, c.req.valid('json').endpoint);
        return c.json<MessageResponse>({ message: UNSUBSCRIBED_MESSAGE });
      })
  );
}
