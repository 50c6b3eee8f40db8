import { ApiError, NetworkError } from '@app/local/api';

/** Why a console call did not succeed, in the terms a screen needs to say so. */
export type ConsoleFailure =
  /** no answer: offline, or the server out of reach */
  | { kind: 'offline' }
  /** the session ended (expired, signed out elsewhere): sign in again */
  | { kind: 'signed-out' }
  /** signed in, but not staff (or not an admin, for the audit log) */
  | { kind: 'forbidden'; message: string }
  | { kind: 'not-found'; message: string }
  /** a stale edit: the record changed since it was opened; `current` is how it is now */
  | { kind: 'conflict'; code: string; message: string; current: unknown }
  /** the action is not allowed in the record's state (a 409 without `current`) */
  | { kind: 'refused'; code?: string; message: string }
  /** bad input: the server's message, and its per-field messages */
  | { kind: 'invalid'; message: string; issues: Record<string, string> }
  | { kind: 'failed'; message: string };

const FAILED_MESSAGE = 'The server could not do this just now. Please try again in a moment.';

/** Maps what the fetch wrapper threw; an abort is rethrown (nobody is waiting for the answer). */
export function consoleFailure(err: unknown): ConsoleFailure {
  if (err instanceof NetworkError) return { kind: 'offline' };
  if (!(err instanceof ApiError)) {
    if ((err as { name?: unknown } | null)?.name === 'AbortError') throw err;
    return { kind: 'failed', message: FAILED_MESSAGE };
  }
  const body = err.body;
  const message = body?.message?.trim() || FAILED_MESSAGE;
  const current = (body as { current?: unknown } | null)?.current;
  switch (err.status) {
    case 401:
      return { kind: 'signed-out' };
    case 403:
      return { kind: 'forbidden', message };
    case 404:
      return { kind: 'not-found', message };
    case 400:
    case 422:
      return { kind: 'invalid', message, issues: body?.issues ?? {} };
    case 409:
      return current === undefined
        ? { kind: 'refused', code: body?.code, message }
        : { kind: 'conflict', code: body?.code ?? '', message, current };
    default:
      // A 5xx with our JSON says what failed (the payments gateway); a proxy's page does not.
      return { kind: 'failed', message };
  }
}
