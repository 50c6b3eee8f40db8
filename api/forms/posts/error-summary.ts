/**
 * The block a refused form shows at its top (the GOV.UK error summary pattern): the spec's failure
 * title, then what to fix, each message once, linked to its field when the field has an id. It is
 * focused on load (`autofocus`, no script needed), so the browser scrolls to it, even to the
 * footer's newsletter form, and a screen reader reads it out.
 */
import type { FormName } from '@shared/form-posts';
import { escapeHtml } from '@shared/html-text';

export interface FormErrors {
  /** FORM_OUTCOMES[name].failure.title */
  title: string;
  /** a sentence about the whole form (the server's 429 message, the spec's failure text) */
  text?: string;
  /** field name → the schema's message, in the form's order */
  fields?: Readonly<Record<string, string>>;
}

export const ERROR_SUMMARY_CLASS = 'form-errors';

function items(fields: Readonly<Record<string, string>>, ids: ReadonlyMap<string, string>) {
  // One line per message: the contact form says "Please fill in all required fields." for three.
  const firstField = new Map<string, string>();
  for (const [field, message] of Object.entries(fields)) {
    if (!firstField.has(message)) firstField.set(message, field);
  }
  return [...firstField].map(([message, field]) => {
    const id = ids.get(field);
    const text = escapeHtml(message);
    return id === undefined
      ? `<li>${text}</li>`
      : `<li><a href="#${escapeHtml(id)}">${text}</a></li>`;
  });
}

export function errorSummaryHtml(
  name: FormName,
  errors: FormErrors,
  ids: ReadonlyMap<string, string> = new Map(),
): string {
  const lines = items(errors.fields ?? {}, ids);
  return [
    `<div class="${ERROR_SUMMARY_CLASS}" role="alert" tabindex="-1" autofocus="" data-form-errors="${name}">`,
    `<p class="${ERROR_SUMMARY_CLASS}__title">${escapeHtml(errors.title)}</p>`,
    errors.text ? `<p class="${ERROR_SUMMARY_CLASS}__text">${escapeHtml(errors.text)}</p>` : '',
    lines.length > 0 ? `<ul class="${ERROR_SUMMARY_CLASS}__list">${lines.join('')}</ul>` : '',
    '</div>',
  ].join('');
}
