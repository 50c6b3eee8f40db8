/** Events as Stripe sends them to the webhook: the JSON, its signature with the test secret, the POST. */
import Stripe from 'stripe';
import { API } from '@shared/api';
import type { TestApp } from '../api';
import { WEBHOOK_SECRET } from './fake-stripe';

const signer = new Stripe('sk_test_fake');

/** An event's body; `fields` adds top-level fields, such as Stripe's `created`. */
export const eventPayload = (
  id: string,
  type: string,
  object: Record<string, unknown>,
  fields: Record<string, unknown> = {},
) => JSON.stringify({ id, object: 'event', type, ...fields, api_version: null, data: { object } });

/** The Stripe-Signature header of `payload`, signed at `timestamp` (Unix seconds). */
export const signPayload = (payload: string, timestamp: number) =>
  signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });

/** POSTs `payload` to the webhook as Stripe does, signed at `timestamp` (Unix seconds). */
export const postSignedEvent = (t: TestApp, payload: string, timestamp: number) =>
  t.app.request(API.stripeWebhook, {
    method: 'POST',
    body: payload,
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': signPayload(payload, timestamp),
    },
  });
