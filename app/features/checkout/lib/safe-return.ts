import { sameOriginPath } from '@app/lib/same-origin-path';

/** Where /checkout/cancel leads when `return` is missing or not one of our own paths. */
export const DEFAULT_RETURN = '/shop';

/** The cancel page's `return` parameter, kept on this origin (never another site). */
export const safeReturnPath = (raw: string | null | undefined) =>
  sameOriginPath(raw, DEFAULT_RETURN);
