/** Plain form posts as a browser sends them, and a good body for each public form. */
import { API } from '@shared/api';
import { FORM_KEY_FIELD, FORM_PAGE_FIELD, formAction, type FormName } from '@shared/form-posts';
import { TEST_ORIGIN, type TestApp } from './api';
import { PUBLIC_WRITES } from './write-bodies';

export const FORM_TYPE = 'application/x-www-form-urlencoded';

export interface PostOptions {
  /** undefined leaves a default header out */
  headers?: Record<string, string | undefined>;
  key?: string;
}

/** A same-origin form post, form-encoded as browsers encode it (spaces as '+'). */
export function postForm(
  t: TestApp,
  name: string,
  fields: Record<string, string> | string,
  { headers = {}, key }: PostOptions = {},
) {
  const all =
    typeof fields === 'string' || key === undefined ? fields : { ...fields, [FORM_KEY_FIELD]: key };
  return t.request(formAction(name as FormName), {
    method: 'POST',
    body: typeof all === 'string' ? all : new URLSearchParams(all).toString(),
    headers: Object.entries({
      'Content-Type': FORM_TYPE,
      'Sec-Fetch-Site': 'same-origin',
      Origin: TEST_ORIGIN,
      ...headers,
    }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  });
}

/** The JSON bodies of the public writes, as a form sends them: every value as text. */
const asFields = (body: Readonly<Record<string, unknown>>): Record<string, string> =>
  Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
const person = asFields(PUBLIC_WRITES[API.waitlist]);

/** A valid post of each form, the table that stores it and where it then goes. */
export const GOOD_POSTS: Record<
  FormName,
  { fields: Record<string, string>; table: string; location: string }
> = {
  waitlist: {
    fields: { ...person, [FORM_PAGE_FIELD]: '/waitlist' },
    table: 'waitlist',
    location: '/thank-you',
  },
  giveaway: {
    fields: { ...person, agreeToRules: 'on', [FORM_PAGE_FIELD]: '/enter' },
    table: 'waitlist',
    location: '/enter?sent=giveaway',
  },
  activation: {
    fields: { ...person, [FORM_PAGE_FIELD]: '/won' },
    table: 'waitlist',
    location: '/won?sent=activation',
  },
  newsletter: {
    fields: { ...asFields(PUBLIC_WRITES[API.newsletter]), [FORM_PAGE_FIELD]: '/terms' },
    table: 'newsletter_subscribers',
    location: '/terms?sent=newsletter',
  },
  contact: {
    // A textarea's line break arrives as CRLF.
    fields: {
      ...asFields(PUBLIC_WRITES[API.contact]),
      message: 'Could you hold a chalet for us?\r\nTwo rooms.',
      [FORM_PAGE_FIELD]: '/contact',
    },
    table: 'contact_messages',
    location: '/contact?sent=contact',
  },
  booking: {
    // Dates fit the test clock's default start, 2025-09-20.
    fields: {
      ...asFields(PUBLIC_WRITES[API.bookings]),
      guests: '3',
      [FORM_PAGE_FIELD]: '/booking',
    },
    table: 'bookings',
    location: '/booking?sent=booking',
  },
};
