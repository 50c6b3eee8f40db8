import type { ApiErrorBody } from '@shared/api';

/**
 * The body of every non-OK API answer. `error` repeats `message` because some of the spec's
 * clients read `error` (waitlist, checkout) and others `message` (sign-in, profile).
 */
export function errorBody(
  message: string,
  extra: Omit<ApiErrorBody, 'message' | 'error'> = {},
): ApiErrorBody {
  return { message, error: message, ...extra };
}
