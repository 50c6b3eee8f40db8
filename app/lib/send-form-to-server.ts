import { FORM_KEY_FIELD } from '@shared/form-posts';

/**
 * Sends a public form as the real POST it is in the HTML (shared/form-posts.ts), for when the app
 * cannot send it itself. The server stores it once per key: the one it wrote into the page, or a
 * key of this page view when the page has none.
 */
export function sendFormToServer(form: HTMLFormElement): void {
  const key = form.elements.namedItem(FORM_KEY_FIELD);
  if (key instanceof HTMLInputElement && !key.value) key.value = crypto.randomUUID();
  HTMLFormElement.prototype.submit.call(form);
}
