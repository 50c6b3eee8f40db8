/**
 * The fake Stripe's PaymentIntents (api/payments/installment-calls.ts), kept the way Stripe keeps
 * them: a create is stored under its idempotency key and replayed for the same key; a declined
 * one is confirmed again; the search API finds them by metadata; an on-session confirm of one
 * that needs authentication answers a redirect to the bank's page, which a test then completes
 * with `authenticate`. `script` says what the next create or confirm does, a lost answer included.
 */
import type { FakeReply } from './fake-after-checkout';

export type IntentScript =
  | 'succeed'
  | 'processing'
  | 'decline'
  | 'authentication_required'
  /** the charge goes through, but the answer never comes (the client times out) */
  | 'timeout'
  /** the charge goes through, then Stripe answers 500 (and replays the 500 for the key) */
  | 'server_error'
  /** the request never reaches Stripe: nothing is created, and the client times out */
  | 'lost';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  status: string;
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  metadata: Record<string, string>;
  created: number;
  last_payment_error: Record<string, string> | null;
  next_action: Record<string, unknown> | null;
}

/** 'hang': no answer ever comes, as when a request or its answer is lost on the way. */
export type FakeAnswer = FakeReply | 'hang';

export const BANK_PAGE = 'https://hooks.stripe.com/3d_secure_2/authenticate/';

const DECLINE = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};
const AUTHENTICATION = {
  type: 'card_error',
  code: 'authentication_required',
  decline_code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

const reply = (status: number, body: unknown): FakeReply => ({ status, body });
const invalid = (message: string, code: string) =>
  reply(400, { error: { type: 'invalid_request_error', code, message } });

function metadataOf(params: URLSearchParams) {
  const metadata: Record<string, string> = {};
  for (const [key, value] of params) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  return metadata;
}

export function fakeIntents() {
  const intents = new Map<string, FakeIntent>();
  /** what the next creates and confirms do, in order; 'succeed' once it is empty */
  const script: IntentScript[] = [];
  /** true: the search index has not caught up, so search finds nothing (Stripe says < 1 min) */
  const search = { lagging: false };
  /** intents whose bank asks for authentication on every confirm until `authenticate` */
  const needsAuthentication = new Set<string>();
  const byKey = new Map<string, { params: string; answer: FakeAnswer }>();
  let created = 0;

  /** Applies a script to an intent; answers what Stripe would, or 'hang'. */
  function run(intent: FakeIntent, step: IntentScript): FakeAnswer {
    intent.next_action = null;
    switch (step) {
      case 'decline':
      case 'authentication_required': {
        const error = step === 'decline' ? DECLINE : AUTHENTICATION;
        if (step === 'authentication_required') needsAuthentication.add(intent.id);
        intent.status = 'requires_payment_method';
        intent.last_payment_error = error;
        return reply(402, { error: { ...error, payment_intent: { ...intent } } });
      }
      case 'processing':
        intent.status = 'processing';
        return reply(200, { ...intent });
      case 'server_error':
        intent.status = 'succeeded';
        return reply(500, { error: { type: 'api_error', message: 'Something went wrong.' } });
      case 'timeout':
        intent.status = 'succeeded';
        return 'hang';
      default:
        intent.status = 'succeeded';
        intent.last_payment_error = null;
        return reply(200, { ...intent });
    }
  }

  function create(params: URLSearchParams, key: string | undefined): FakeAnswer {
    const stored = key ? byKey.get(key) : undefined;
    if (stored) {
      if (stored.params !== params.toString()) {
        return reply(400, {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        });
      }
      // Stripe replays what it answered the first time, a 500 included; a lost answer is the
      // PaymentIntent the request made.
      return stored.answer;
    }
    const step = script.shift() ?? 'succeed';
    if (step === 'lost') return 'hang';
    const intent: FakeIntent = {
      id: `pi_off_${++created}`,
      object: 'payment_intent',
      status: 'requires_confirmation',
      amount: Number(params.get('amount')),
      currency: params.get('currency') ?? 'usd',
      customer: params.get('customer'),
      payment_method: params.get('payment_method'),
      metadata: metadataOf(params),
      created,
      last_payment_error: null,
      next_action: null,
    };
    intents.set(intent.id, intent);
    const answer = run(intent, step);
    const replayed = answer === 'hang' ? reply(200, { ...intent }) : answer;
    if (key) byKey.set(key, { params: params.toString(), answer: replayed });
    return answer;
  }

  function confirm(id: string, params: URLSearchParams): FakeAnswer {
    const intent = intents.get(id);
    if (!intent) return invalid(`No such payment_intent: '${id}'`, 'resource_missing');
    if (intent.status === 'succeeded' || intent.status === 'processing') {
      return invalid(
        `This PaymentIntent's status is ${intent.status}.`,
        'payment_intent_unexpected_state',
      );
    }
    const returnUrl = params.get('return_url');
    const step = script.shift();
    if (returnUrl && !step && needsAuthentication.has(id)) {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${BANK_PAGE}${id}`, return_url: returnUrl },
      };
      return reply(200, { ...intent });
    }
    if (step === 'lost') return 'hang';
    return run(intent, step ?? 'succeed');
  }

  function found(query: URLSearchParams): FakeReply {
    const installment = /metadata\['installment_id'\]:'(\d+)'/.exec(query.get('query') ?? '')?.[1];
    const data = search.lagging
      ? []
      : [...intents.values()].filter((i) => i.metadata.installment_id === installment);
    return reply(200, { object: 'search_result', data, has_more: false, next_page: null });
  }

  return {
    handle(
      method: string,
      path: string,
      query: URLSearchParams,
      params: URLSearchParams,
      key: string | undefined,
    ): FakeAnswer | null {
      if (method === 'POST' && path === '/v1/payment_intents') return create(params, key);
      if (method === 'GET' && path === '/v1/payment_intents/search') return found(query);
      const confirmId = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path)?.[1];
      if (method === 'POST' && confirmId) return confirm(confirmId, params);
      const getId = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)?.[1];
      if (method === 'GET' && getId) {
        // Not one of ours: a checkout's PaymentIntent (the deposit), with the card it saved.
        const intent = intents.get(getId) ?? {
          id: getId,
          object: 'payment_intent',
          status: 'succeeded',
          payment_method: 'pm_card_visa',
        };
        return reply(200, intent);
      }
      return null;
    },
    /** The buyer passes (or fails) the bank's check on its page. */
    authenticate(id: string, passed = true) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no fake PaymentIntent ${id}`);
      intent.next_action = null;
      if (passed) {
        needsAuthentication.delete(id);
        intent.status = 'succeeded';
        intent.last_payment_error = null;
      } else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message: 'The provided PaymentMethod has failed authentication.',
        };
      }
    },
    /** Forgets every PaymentIntent and key: each test's database numbers installments from 1. */
    reset() {
      intents.clear();
      byKey.clear();
      needsAuthentication.clear();
      script.length = 0;
      search.lagging = false;
      created = 0;
    },
    state: { intents, script, search },
  };
}
