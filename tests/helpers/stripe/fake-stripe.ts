/**
 * A local stand-in for api.stripe.com (there is no network in tests): node:http on 127.0.0.1,
 * recording each request's form-encoded parameters and answering the few calls the app makes.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStripeGateway } from '@api/payments/stripe/stripe-gateway';
import { fakeAfterCheckout } from './fake-after-checkout';
import { fakeIntents } from './fake-intents';

export const WEBHOOK_SECRET = 'whsec_test_secret';

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | undefined;
}

export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  let sessions = 0;
  const existingCoupons = new Set<string>();
  const afterCheckout = fakeAfterCheckout();
  const paymentIntents = fakeIntents();

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const path = (req.url ?? '').split('?')[0]!;
    const params = new URLSearchParams(body);
    const key = req.headers['idempotency-key'];
    requests.push({
      method: req.method ?? '',
      path,
      params,
      idempotencyKey: typeof key === 'string' ? key : undefined,
    });
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${++sessions}`;
      if (params.has('shipping_address_collection[allowed_countries][0]')) {
        afterCheckout.state.shippingSessions.add(id);
      }
      return send(res, 200, {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
      });
    }
    if (req.method === 'POST' && path === '/v1/coupons') {
      const id = params.get('id')!;
      if (existingCoupons.has(id)) {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_already_exists',
            message: 'exists',
          },
        });
      }
      existingCoupons.add(id);
      return send(res, 200, { id, object: 'coupon' });
    }
    const query = new URL(req.url ?? '', 'http://fake').searchParams;
    const intent = paymentIntents.handle(
      req.method ?? '',
      path,
      query,
      params,
      requests.at(-1)!.idempotencyKey,
    );
    // The answer never comes, and the client gives up (its timeout).
    if (intent === 'hang') return;
    if (intent) return send(res, intent.status, intent.body);
    const reply = afterCheckout.handle(
      req.method ?? '',
      path,
      query,
      params,
      requests.at(-1)!.idempotencyKey,
    );
    if (reply) return send(res, reply.status, reply.body);
    send(res, 404, { error: { type: 'invalid_request_error', message: `no fake for ${path}` } });
  };

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    requests,
    existingCoupons,
    ...afterCheckout.state,
    resetAfterCheckout: afterCheckout.reset,
    ...paymentIntents.state,
    authenticate: paymentIntents.authenticate,
    resetIntents: paymentIntents.reset,
    /** `timeout` (ms): how long the SDK waits for an answer ('timeout' scripts need a short one) */
    gateway: (webhookSecret: string | undefined = WEBHOOK_SECRET, timeout?: number) =>
      createStripeGateway({
        secretKey: 'sk_test_fake',
        webhookSecret,
        host: '127.0.0.1',
        port,
        protocol: 'http',
        maxNetworkRetries: 0,
        ...(timeout ? { timeout } : {}),
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/**
 * One fake Stripe for the test file. Before each test its records are cleared and `open` makes
 * that test's app on it; after each, the app `open` returned is closed.
 */
export function eachTestOnStripe<App extends { close: () => void }>(
  open: (stripe: FakeStripe) => App,
): void {
  let stripe: FakeStripe | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe?.close());
  beforeEach(() => {
    if (!stripe) throw new Error('the fake Stripe did not start');
    stripe.requests.length = 0;
    stripe.resetIntents();
    stripe.resetAfterCheckout();
    app = open(stripe);
  });
  afterEach(() => app?.close());
}
