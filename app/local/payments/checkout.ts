/**
 * The payment calls (spec 7 and the payments contract in shared/api.ts). Never queued in the
 * outbox: a payment page is only worth opening while the buyer is here to pay, so offline is an
 * answer to show, not a request to keep.
 */
import {
  API,
  type CheckoutCancelResponse,
  type CheckoutSessionResponse,
  type CheckoutSessionStatus,
  type DemoCheckoutSession,
} from '@shared/api';
import type { CheckoutCancel, ProductCheckout, VacationCheckout } from '@shared/schemas/checkout';
import { ApiError, NetworkError, apiRequest, type ApiRequestInit } from '../api';

export type CheckoutStart =
  | { kind: 'answer'; answer: CheckoutSessionResponse }
  | { kind: 'unauthorized' }
  /** a non-OK answer with nothing of ours to read (a proxy's 502 page): spec 7's message */
  | { kind: 'failed'; message: string }
  | { kind: 'network' };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function answerOf(body: unknown): CheckoutSessionResponse {
  const b = (body ?? {}) as Record<string, unknown>;
  return {
    url: text(b.url),
    error: text(b.error) ?? text(b.message),
    redirectUrl: text(b.redirectUrl),
  };
}

/** Starts a checkout; an error status still carries `error` and maybe `redirectUrl`. */
export async function startCheckout(path: string, init: ApiRequestInit): Promise<CheckoutStart> {
  try {
    const body = await apiRequest<unknown>(path, { method: 'POST', ...init });
    return { kind: 'answer', answer: answerOf(body) };
  } catch (err) {
    if (err instanceof NetworkError) return { kind: 'network' };
    if (!(err instanceof ApiError)) throw err;
    if (err.status === 401) return { kind: 'unauthorized' };
    const answer = answerOf(err.body);
    if (!answer.error && !answer.redirectUrl) return { kind: 'failed', message: err.message };
    return { kind: 'answer', answer };
  }
}

/** Spec 7: "JSON content type, no body". */
export const startBookCheckout = () => startCheckout(API.bookCheckout, { jsonContentType: true });

export const startVacationCheckout = (body: VacationCheckout) =>
  startCheckout(API.vacationCheckout, { body });

export const startProductCheckout = (body: ProductCheckout) =>
  startCheckout(API.productCheckout, { body });

/** GET /api/checkout/sessions/:id, polled by /checkout/success. */
export const checkoutSessionStatus = (id: string) =>
  apiRequest<CheckoutSessionStatus>(API.checkoutSession(id));

/** The local demo checkout: what it sells, and Pay (answers where to go next). */
export const demoCheckoutSession = (id: string) =>
  apiRequest<DemoCheckoutSession>(API.demoCheckout(id));

/** The demo's Cancel: the checkout's held stock goes back on sale; answers where to go next. */
export const cancelDemoCheckout = (id: string) =>
  apiRequest<{ redirectUrl: string }>(API.demoCheckoutCancel(id), {
    method: 'POST',
    jsonContentType: true,
  });

/**
 * Closes the session of an order whose payment page the buyer left by its cancel link, so its
 * units are for sale again now. Best effort: unsent, the session closes at its own time.
 */
export const closeCancelledCheckout = (orderId: string) =>
  apiRequest<CheckoutCancelResponse>(API.checkoutCancel, {
    method: 'POST',
    body: { orderId } satisfies CheckoutCancel,
  });

export const payDemoCheckout = (id: string) =>
  apiRequest<{ redirectUrl: string }>(API.demoCheckoutPay(id), {
    method: 'POST',
    jsonContentType: true,
  });
