import { useLocation } from 'react-router-dom';
import { FORM_KEY_FIELD, FORM_PAGE_FIELD, formAction, type FormName } from '@shared/form-posts';

/**
 * What makes a public form a real HTML form (shared/form-posts.ts): it posts, form-encoded, to
 * the server, never by GET. The app itself sends through the outbox and never lets it post; this
 * is for the moments it is not there: JavaScript off, or its code failing to arrive.
 */
export function formPostProps(name: FormName) {
  return { method: 'post', action: formAction(name) } as const;
}

/**
 * The page view's idempotency key, which the server writes into each page it serves (the field
 * is uncontrolled, so hydration leaves it be), and the page the form is on.
 */
export function FormPostFields() {
  const { pathname } = useLocation();
  return (
    <>
      <input type="hidden" name={FORM_KEY_FIELD} defaultValue="" />
      <input type="hidden" name={FORM_PAGE_FIELD} value={pathname} />
    </>
  );
}
