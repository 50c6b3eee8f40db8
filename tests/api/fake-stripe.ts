/**
 * A local stand-in for api.stripe.com (there is no network in tests): node:http on 127.0.0.1,
 * recording each request's form-encoded parameters and answering the few calls the app makes.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStripeGateway } from '@api/payments/stripe-gateway';

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
  let intents = 0;
  const existingCoupons = new Set<string>();
  /** the next off-session charges to decline, in order */
  const declines: boolean[] = [];

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
    if (req.method === 'GET' && path.startsWith('/v1/payment_intents/')) {
      const id = path.split('/').at(-1);
      return send(res, 200, { id, object: 'payment_intent', payment_method: 'pm_card_visa' });
    }
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      if (declines.shift()) {
        return send(res, 402, {
          error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        });
      }
      return send(res, 200, {
        id: `pi_off_${++intents}`,
        object: 'payment_intent',
        status: 'succeeded',
      });
    }
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
    declines,
    existingCoupons,
    gateway: (webhookSecret: string | undefined = WEBHOOK_SECRET) =>
      createStripeGateway({
        secretKey: 'sk_test_fake',
        webhookSecret,
        host: '127.0.0.1',
        port,
        protocol: 'http',
        maxNetworkRetries: 0,
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
