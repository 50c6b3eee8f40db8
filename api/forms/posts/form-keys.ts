/**
 * The page view's idempotency key (shared/form-posts.ts FORM_KEY_FIELD). Every page the server
 * sends gets a fresh one in each empty key field, so a form posted twice from one view (a double
 * click, a resend after a lost answer, the back button) is stored once, and two views never share
 * one.
 */
import { randomUUID } from 'node:crypto';
import { FORM_KEY_FIELD } from '@shared/form-posts';

/** Exactly as React renders the field (app/components/forms/form-post-fields.tsx). */
const EMPTY_KEY = `name="${FORM_KEY_FIELD}" value=""`;

export const newFormKey = (): string => randomUUID();

/** The page with a new key in each empty key field (each form its own). */
export function withFormKeys(html: string, next: () => string = newFormKey): string {
  if (!html.includes(EMPTY_KEY)) return html;
  return html
    .split(EMPTY_KEY)
    .reduce((out, part) => `${out}name="${FORM_KEY_FIELD}" value="${next()}"${part}`);
}

/**
 * A key worth passing on as Idempotency-Key: a UUID, or the early-events script's fallback
 * (`<time>-<random>`). Anything else (empty, a page served by an old worker, a hand-made post)
 * is sent without one and simply stored.
 */
const SANE_KEY = /^[A-Za-z0-9._-]{8,128}$/;
export const isSaneFormKey = (key: string | undefined): key is string =>
  key !== undefined && SANE_KEY.test(key);
