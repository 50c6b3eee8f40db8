/**
 * Gives a refused form back as it was sent: in the page's HTML, inside the one
 * `<form ... action="/api/forms/<name>">` only (a page may hold two forms, its own and the
 * footer's newsletter), every field gets what was typed (escaped), radios, checkboxes and options
 * their state, invalid fields `aria-invalid="true"`, the form a fresh key and an error summary at
 * its top. String work on markup we render ourselves (React's: double-quoted, escaped
 * attributes), not a general HTML parser.
 */
import { FORM_KEY_FIELD, formAction, type FormName } from '@shared/form-posts';
import { errorSummaryHtml, type FormErrors } from './error-summary';
import { getAttr, parseTag, renderTag, setAttr, toggleAttr, type StartTag } from './html-tags';
import { decodeHtml, escapeHtml } from '@shared/html-text';

export interface Refill {
  /** what was sent: each name's first value, as typed */
  values: ReadonlyMap<string, string>;
  formKey: string;
  errors: FormErrors;
}

const FORM_OPEN = /<form\b[^>]*>/gi;
const FORM_CLOSE = '</form>';
const CONTROL =
  /<textarea\b[^>]*>[\s\S]*?<\/textarea>|<select\b[^>]*>[\s\S]*?<\/select>|<input\b[^>]*>/gi;
const OPTION = /(<option\b[^>]*>)([\s\S]*?)<\/option>/gi;
/** Never written back: the server's own fields, secrets, and buttons. */
const KEPT_TYPES = new Set(['hidden', 'password', 'file', 'submit', 'button', 'reset', 'image']);

/** Where the form's content starts and ends, or undefined when the page has no such form. */
function locateForm(html: string, name: FormName) {
  const action = formAction(name);
  for (const match of html.matchAll(FORM_OPEN)) {
    if (getAttr(parseTag(match[0]), 'action') !== action) continue;
    const start = match.index + match[0].length;
    const end = html.indexOf(FORM_CLOSE, start);
    return end < 0 ? undefined : { start, end };
  }
  return undefined;
}

function patchInput(tag: StartTag, name: string, { values, formKey }: Refill): void {
  const type = (getAttr(tag, 'type') ?? 'text').toLowerCase();
  if (name === FORM_KEY_FIELD) setAttr(tag, 'value', formKey);
  else if (type === 'radio' || type === 'checkbox') {
    // Unticked boxes and unchosen radios are not sent at all: absent means unchecked.
    toggleAttr(tag, 'checked', values.get(name) === (getAttr(tag, 'value') ?? 'on'));
  } else if (!KEPT_TYPES.has(type) && values.has(name)) setAttr(tag, 'value', values.get(name)!);
}

const optionValue = (tag: StartTag, text: string) =>
  getAttr(tag, 'value') ?? decodeHtml(text.replace(/<!--[\s\S]*?-->/g, '')).trim();

function patchContent(tag: StartTag, name: string, content: string, values: Refill['values']) {
  const value = values.get(name);
  if (value === undefined) return content;
  if (tag.name === 'select') {
    return content.replace(OPTION, (_, open: string, text: string) => {
      const option = parseTag(open);
      toggleAttr(option, 'selected', optionValue(option, text) === value);
      return `${renderTag(option)}${text}</option>`;
    });
  }
  // The parser drops a textarea's first newline: one typed there needs another before it.
  return `${value.startsWith('\n') ? '\n' : ''}${escapeHtml(value)}</textarea>`;
}

function patchControl(control: string, refill: Refill): string {
  const tagEnd = control.indexOf('>') + 1;
  const tag = parseTag(control.slice(0, tagEnd));
  const name = getAttr(tag, 'name');
  if (name === undefined) return control;
  if (refill.errors.fields?.[name] !== undefined) setAttr(tag, 'aria-invalid', 'true');
  if (tag.name === 'input') {
    patchInput(tag, name, refill);
    return renderTag(tag);
  }
  return renderTag(tag) + patchContent(tag, name, control.slice(tagEnd), refill.values);
}

/** Each field's id (its first control with one), for the summary's links. */
function fieldIds(formHtml: string): Map<string, string> {
  const ids = new Map<string, string>();
  for (const [control] of formHtml.matchAll(CONTROL)) {
    const tag = parseTag(control.slice(0, control.indexOf('>') + 1));
    const [name, id] = [getAttr(tag, 'name'), getAttr(tag, 'id')];
    if (name !== undefined && id && !ids.has(name)) ids.set(name, id);
  }
  return ids;
}

/** The page with its `name` form refilled, or undefined when the page has no such form. */
export function refillForm(html: string, name: FormName, refill: Refill): string | undefined {
  const form = locateForm(html, name);
  if (!form) return undefined;
  const content = html.slice(form.start, form.end);
  const summary = errorSummaryHtml(name, refill.errors, fieldIds(content));
  const patched = content.replace(CONTROL, (control) => patchControl(control, refill));
  return html.slice(0, form.start) + summary + patched + html.slice(form.end);
}
