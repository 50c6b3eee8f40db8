/**
 * The fake Stripe's answers to what the API asks once a checkout exists (after-checkout.ts):
 * checkout sessions as a test sets them, refunds (one per payment, replayed by idempotency key,
 * as Stripe does), subscription cancels and customer portal sessions.
 */

export interface FakeReply {
  status: number;
  body: unknown;
}

export interface FakeRefund {
  id: string;
  payment_intent: string | null;
  charge: string | null;
  idempotencyKey: string | undefined;
  metadata: Record<string, string>;
}

const error = (status: number, type: string, message: string, code?: string): FakeReply => ({
  status,
  body: { error: { type, message, ...(code ? { code } : {}) } },
});

/** What Stripe collects on a checkout that asks for a shipping address (the book, the shop). */
export const FAKE_SHIPPING_DETAILS = {
  name: 'Amelia Hart',
  address: {
    line1: '1 Harbour Street',
    line2: 'Apt 4',
    city: 'Sausalito',
    state: 'CA',
    postal_code: '94965',
    country: 'US',
  },
};

/** The first paid payment Stripe would list on a subscription's first invoice. */
export const subscriptionPaymentIntent = (subscriptionId: string) => `pi_for_${subscriptionId}`;

export function fakeAfterCheckout() {
  /** what GET /v1/checkout/sessions/:id says beyond an open, unpaid session: set by tests */
  const checkoutSessions = new Map<string, Record<string, unknown>>();
  /** sessions created with shipping_address_collection: they answer with an address */
  const shippingSessions = new Set<string>();
  const refunds: FakeRefund[] = [];
  const canceledSubscriptions = new Set<string>();
  const portalSessions: { customer: string | null; return_url: string | null }[] = [];
  /** sessions the app expired (POST /v1/checkout/sessions/:id/expire), in order */
  const expiredSessions: string[] = [];
  /** how many of the next refund calls fail with Stripe's 500 (an outage) */
  const failures = { refunds: 0 };
  const replies = new Map<string, FakeReply>();

  const session = (id: string): FakeReply => ({
    status: 200,
    body: {
      id,
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      customer: null,
      subscription: null,
      payment_intent: null,
      customer_email: null,
      customer_details: null,
      collected_information: shippingSessions.has(id)
        ? { shipping_details: FAKE_SHIPPING_DETAILS }
        : null,
      ...checkoutSessions.get(id),
    },
  });

  const subscription = (id: string): FakeReply => ({
    status: 200,
    body: {
      id,
      object: 'subscription',
      status: canceledSubscriptions.has(id) ? 'canceled' : 'active',
      customer: 'cus_123',
      metadata: {},
      latest_invoice: {
        id: `in_for_${id}`,
        object: 'invoice',
        payments: {
          object: 'list',
          has_more: false,
          data: [
            {
              object: 'invoice_payment',
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: subscriptionPaymentIntent(id) },
            },
          ],
        },
      },
    },
  });

  function createRefund(params: URLSearchParams, key: string | undefined): FakeReply {
    if (failures.refunds > 0) {
      failures.refunds--;
      return error(500, 'api_error', 'Something went wrong on Stripe’s end.');
    }
    const paymentIntent = params.get('payment_intent');
    const charge = params.get('charge');
    if (!paymentIntent && !charge) return error(400, 'invalid_request_error', 'No payment');
    const done = refunds.some(
      (r) =>
        (paymentIntent && r.payment_intent === paymentIntent) || (charge && r.charge === charge),
    );
    if (done) {
      return error(400, 'invalid_request_error', 'Already refunded', 'charge_already_refunded');
    }
    const metadata: Record<string, string> = {};
    for (const [name, value] of params) {
      const field = /^metadata\[(.+)\]$/.exec(name)?.[1];
      if (field) metadata[field] = value;
    }
    const refund = {
      id: `re_test_${refunds.length + 1}`,
      payment_intent: paymentIntent,
      charge,
      idempotencyKey: key,
      metadata,
    };
    refunds.push(refund);
    return { status: 200, body: { ...refund, object: 'refund', status: 'succeeded' } };
  }

  function cancel(id: string): FakeReply {
    if (canceledSubscriptions.has(id)) {
      return error(400, 'invalid_request_error', 'A canceled subscription cannot be canceled.');
    }
    canceledSubscriptions.add(id);
    return subscription(id);
  }

  /** Stripe's idempotency: the same key answers what it answered the first time. */
  function once(key: string | undefined, make: () => FakeReply): FakeReply {
    if (!key) return make();
    const seen = replies.get(key);
    if (seen) return seen;
    const reply = make();
    // Stripe does not keep a 500's answer: the retry runs again.
    if (reply.status < 500) replies.set(key, reply);
    return reply;
  }

  function handle(
    method: string,
    path: string,
    query: URLSearchParams,
    params: URLSearchParams,
    key: string | undefined,
  ): FakeReply | undefined {
    const id = path.split('/').at(-1) ?? '';
    if (method === 'GET' && path.startsWith('/v1/checkout/sessions/')) return session(id);
    if (method === 'POST' && /^\/v1\/checkout\/sessions\/[^/]+\/expire$/.test(path)) {
      const sessionId = path.split('/').at(-2) ?? '';
      const current = session(sessionId).body as { status: string };
      if (current.status !== 'open') {
        return error(
          400,
          'invalid_request_error',
          'Only Checkout Sessions with a status in open can be expired.',
        );
      }
      checkoutSessions.set(sessionId, { ...checkoutSessions.get(sessionId), status: 'expired' });
      expiredSessions.push(sessionId);
      return session(sessionId);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return once(key, () => createRefund(params, key));
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const pi = query.get('payment_intent');
      const charge = query.get('charge');
      const data = refunds
        .filter((r) => (pi && r.payment_intent === pi) || (charge && r.charge === charge))
        .map((r) => ({ ...r, object: 'refund', status: 'succeeded' }));
      return { status: 200, body: { object: 'list', has_more: false, data } };
    }
    if (method === 'DELETE' && path.startsWith('/v1/subscriptions/')) {
      return once(key, () => cancel(id));
    }
    if (method === 'GET' && path.startsWith('/v1/subscriptions/')) return subscription(id);
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      portalSessions.push({
        customer: params.get('customer'),
        return_url: params.get('return_url'),
      });
      const sessionId = `bps_test_${portalSessions.length}`;
      return {
        status: 200,
        body: {
          id: sessionId,
          object: 'billing_portal.session',
          url: `https://billing.stripe.com/p/session/${sessionId}`,
        },
      };
    }
    return undefined;
  }

  /** Between tests: no sessions set, nothing refunded, canceled or remembered. */
  function reset() {
    checkoutSessions.clear();
    shippingSessions.clear();
    refunds.length = 0;
    canceledSubscriptions.clear();
    portalSessions.length = 0;
    expiredSessions.length = 0;
    failures.refunds = 0;
    replies.clear();
  }

  return {
    handle,
    reset,
    state: {
      checkoutSessions,
      shippingSessions,
      refunds,
      canceledSubscriptions,
      portalSessions,
      expiredSessions,
      failures,
    },
  };
}
