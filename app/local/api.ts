/**
 * The one fetch wrapper (spec 7): every call to /api/* from the page or the service worker goes
 * through here, so credentials, JSON handling and error messages are the same everywhere.
 */
import type { ApiErrorBody } from '@shared/api';

/** The server answered with a non-OK status. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    /** The parsed JSON error body when the server sent one. */
    readonly body: ApiErrorBody | null,
    /** The raw body text, '' when empty. */
    readonly text: string,
    statusText: string,
    /** The answer's headers: Retry-After on a 429 or 503 says when to try again. */
    readonly headers: Headers = new Headers(),
  ) {
    // Spec 7: "the status code, a colon and space, then the body text (or the status text)".
    super(`${status}: ${text || statusText}`);
  }
}

/**
 * A 2xx whose body is not the JSON it should be (a captive portal's login page, a proxy's HTML):
 * whether the server got the request is unknown, so a write is retried under the same key.
 */
export class UnexpectedResponseError extends Error {
  override name = 'UnexpectedResponseError';
}

/** The request never got an answer (offline, DNS, connection reset, body cut short). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

export interface ApiRequestInit {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Say the request is JSON even with no body: spec 7's book checkout is a POST with a JSON
   * content type and nothing in it.
   */
  jsonContentType?: boolean;
}

function isAbort(err: unknown): boolean {
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

/** Wraps fetch/body-read failures as NetworkError; aborts and timeouts keep their own error. */
async function network<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (isAbort(err)) throw err;
    throw new NetworkError(err instanceof Error ? err.message : String(err), { cause: err });
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const body = parsed as Partial<ApiErrorBody>;
      // Some routes answer with only `error` (spec 7 waitlist); keep one field to read.
      const message = body.message ?? body.error;
      if (typeof message === 'string') return { ...body, message };
    }
  } catch {
    // Not JSON (a proxy's HTML page, plain text): the raw text is still in ApiError.text.
  }
  return null;
}

export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  const hasBody = init.body !== undefined;
  // A FormData body (a file upload) goes as multipart: fetch sets its Content-Type with the
  // boundary, so setting one here would break it.
  const multipart = init.body instanceof FormData;
  if ((hasBody && !multipart) || init.jsonContentType) headers['Content-Type'] = 'application/json';

  const response = await network(() =>
    fetch(path, {
      method: init.method ?? (hasBody ? 'POST' : 'GET'),
      credentials: 'include',
      headers,
      body: multipart ? (init.body as FormData) : hasBody ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
    }),
  );
  const text = await network(() => response.text());

  if (!response.ok) {
    throw new ApiError(
      response.status,
      parseErrorBody(text),
      text,
      response.statusText,
      response.headers,
    );
  }
  if (text === '') return null as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new UnexpectedResponseError(`Invalid JSON from ${path}`);
  }
}

/** A GET for cached reads: a 401 means "nobody signed in", so it yields null (spec 7). */
export async function apiRead<T>(path: string): Promise<T | null> {
  try {
    return await apiRequest<T>(path);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}
