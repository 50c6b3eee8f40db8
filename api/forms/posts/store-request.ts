/**
 * A valid form post is stored by the app's own JSON endpoint, through the whole app
 * (`app.fetch`), as the app's fetch wrapper would send it: so the client address (the same socket,
 * or X-Forwarded-For behind a trusted proxy), the write rate limit, the CSRF check, the session
 * cookie and idempotency all apply exactly once, and nothing is stored any other way.
 */
import type { Context } from 'hono';
import { IDEMPOTENCY_CODES, IDEMPOTENCY_HEADER, type ApiErrorBody } from '@shared/api';
import { isSaneFormKey } from './form-keys';

/** createApp's `app.fetch`, handed down so the route needs no global app. */
export type Dispatch = (request: Request, env: unknown) => Promise<Response>;

export interface StoreTarget {
  publicUrl: string;
  /** TRUST_PROXY: how many proxies' X-Forwarded-For entries to pass on (0: none) */
  trustProxy: number;
}

const FORWARDED = ['Cookie', 'Sec-Fetch-Site', 'Origin'] as const;

export function storeRequest(
  c: Context,
  { path, body, formKey }: { path: string; body: unknown; formKey: string | undefined },
  { publicUrl, trustProxy }: StoreTarget,
): Request {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  for (const name of [...FORWARDED, ...(trustProxy > 0 ? ['X-Forwarded-For'] : [])]) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  // The page view's key: the same post sent twice (a double click, a resend) is stored once.
  if (isSaneFormKey(formKey)) headers.set(IDEMPOTENCY_HEADER, formKey);
  return new Request(new URL(path, publicUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
}

export const RESEND_TEXT =
  'This form was already sent with other details. Please check them and send it again.';
export const IN_FLIGHT_TEXT =
  'This form is still being sent. Please wait a moment, then send it again.';

export type StoreOutcome =
  | { kind: 'stored' }
  | { kind: 'invalid'; issues: Record<string, string> }
  /** `text` undefined: the spec's failure text; `keepKey`: resend under the same key */
  | { kind: 'refused'; status: number; text?: string; retryAfter?: string; keepKey?: boolean };

async function errorOf(res: Response): Promise<Partial<ApiErrorBody>> {
  try {
    return (await res.json()) as Partial<ApiErrorBody>;
  } catch {
    return {};
  }
}

/** What the JSON endpoint's answer means for the person at the form. */
export async function storeOutcome(res: Response): Promise<StoreOutcome> {
  if (res.ok) return { kind: 'stored' };
  const error = await errorOf(res);
  if (res.status === 400 && error.issues) return { kind: 'invalid', issues: error.issues };
  // The key was used for another body: the same page sent again after an edit (back button).
  if (res.status === 422 && error.code === IDEMPOTENCY_CODES.mismatch) {
    return { kind: 'refused', status: 422, text: RESEND_TEXT };
  }
  // The first send is still running: a resend under the same key gets its answer, not a copy.
  if (res.status === 409 && error.code === IDEMPOTENCY_CODES.inFlight) {
    return { kind: 'refused', status: 409, text: IN_FLIGHT_TEXT, keepKey: true };
  }
  if (res.status === 429) {
    const retryAfter = res.headers.get('Retry-After') ?? undefined;
    return { kind: 'refused', status: 429, text: error.message, retryAfter };
  }
  return { kind: 'refused', status: res.status >= 500 ? 503 : 400 };
}
