/**
 * A form's page when the build has none to refill (no build, an older one, or a page whose form
 * is not a plain form yet): a small, valid page in the brand's colours with a plain form posting
 * to the same action, so the messages and what was typed still come back. Inline styles are
 * allowed by the CSP (style-src 'unsafe-inline'); it needs no script.
 */
import { BRAND } from '@shared/brand';
import { CONTACT_TYPES } from '@shared/constants';
import { FORM_KEY_FIELD, FORM_PAGE_FIELD, formAction, type FormName } from '@shared/form-posts';
import { formFields, FORM_SPECS } from './form-specs';
import { escapeHtml } from '@shared/html-text';

/** As the app's forms name themselves (their aria-label). */
const HEADINGS: Readonly<Record<FormName, string>> = {
  waitlist: 'Join the waitlist',
  newsletter: 'Newsletter signup',
  contact: 'Contact us',
  booking: 'Booking request',
  giveaway: 'Giveaway entry',
  activation: 'Getaway activation',
};

const LABELS: Readonly<Record<string, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  phoneNumber: 'Phone number',
  type: 'Inquiry type',
  destinationId: 'Destination',
  jetId: 'Private jet',
  guestName: 'Guest name',
  guestEmail: 'Email',
  guestPhone: 'Phone',
  departureDate: 'Departure date',
  returnDate: 'Return date',
  specialRequests: 'Special requests',
  agreeToRules: 'I agree to the rules and confirm I am 21+',
};
const INPUT_TYPES: Readonly<Record<string, string>> = {
  email: 'email',
  guestEmail: 'email',
  phoneNumber: 'tel',
  guestPhone: 'tel',
  departureDate: 'date',
  returnDate: 'date',
  guests: 'number',
  agreeToRules: 'checkbox',
};
const MULTI_LINE = new Set(['message', 'specialRequests']);

const labelOf = (field: string) =>
  LABELS[field] ?? field.charAt(0).toUpperCase() + field.slice(1).replace(/[A-Z]/g, ' $&');

function control(field: string, id: string): string {
  if (MULTI_LINE.has(field)) return `<textarea id="${id}" name="${field}" rows="5"></textarea>`;
  if (field === 'type') {
    const options = CONTACT_TYPES.map((type) => `<option value="${type}">${type}</option>`);
    return `<select id="${id}" name="${field}">${options.join('')}</select>`;
  }
  return `<input id="${id}" type="${INPUT_TYPES[field] ?? 'text'}" name="${field}"/>`;
}

function fieldHtml(field: string): string {
  const id = `form-${field}`;
  const label = `<label for="${id}">${escapeHtml(labelOf(field))}</label>`;
  const check = INPUT_TYPES[field] === 'checkbox';
  return `<p class="${check ? 'check' : 'field'}">${check ? control(field, id) + label : label + control(field, id)}</p>`;
}

const STYLE = `body{margin:0;background:#0c0b0a;color:#efe8db;font:16px/1.6 system-ui,sans-serif}
main{max-width:34rem;margin:0 auto;padding:2.5rem 1.25rem}a{color:#e6cf9a}
h1{font:500 2rem/1.2 Georgia,serif;color:#f8f4ec;margin:0 0 2rem}
.field{display:grid;gap:.4rem;margin:0 0 1.1rem}.check{display:flex;gap:.6rem;align-items:start}
input,select,textarea{font:inherit;color:#f8f4ec;background:#181512;border:1px solid #3b342d;border-radius:.75rem;padding:.7rem .9rem}
[aria-invalid=true]{border-color:#c4574b}button{font:600 .8rem/1 system-ui,sans-serif;letter-spacing:.18em;
text-transform:uppercase;color:#0c0b0a;background:#c6a15b;border:0;border-radius:999px;padding:1rem 2rem;cursor:pointer}
.form-errors{border:1px solid #c4574b;background:#2a1512;border-radius:1rem;padding:1rem 1.25rem;margin:0 0 1.5rem}
.form-errors__title{font-weight:600;color:#f8f4ec;margin:0}.form-errors ul{margin:.5rem 0 0;padding-left:1.2rem;color:#e0877b}`;

/** A minimal page around `body`: also the answer to a post to a form that does not exist. */
export function plainPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex"/><title>${escapeHtml(title)} · ${escapeHtml(BRAND.fullName)}</title><style>${STYLE}</style></head><body><main><p><a href="/">${escapeHtml(BRAND.fullName)}</a></p>${body}</main></body></html>`;
}

/** The form `name` on its own, on `route` (sent back as its page field). */
export function fallbackFormPage(name: FormName, route: string): string {
  const title = HEADINGS[name];
  const fields = formFields(FORM_SPECS[name]).map(fieldHtml);
  const hidden = `<input type="hidden" name="${FORM_KEY_FIELD}" value=""/><input type="hidden" name="${FORM_PAGE_FIELD}" value="${escapeHtml(route)}"/>`;
  const form = `<form method="post" action="${formAction(name)}">${hidden}${fields.join('')}<button type="submit">Send</button></form>`;
  return plainPage(title, `<h1>${escapeHtml(title)}</h1>${form}`);
}
