/**
 * Pre-rendered pages as the app renders its public forms (shared/form-posts.ts): React's markup
 * (double-quoted attributes, `checked=""`, `/>`), a `method="post"` form with the two hidden
 * fields, and the footer's newsletter form on every page. Hand-written, so the API tests do not
 * need a build.
 */
import { uuidV5 } from '@api/catalog/seed-data/stable-id';
import { pageStoreOf } from '@api/forms/posts/page-store';
import { formAction, type FormName } from '@shared/form-posts';

const ASPEN = uuidV5('destination:aspen');

const input = (name: string, extra = '') =>
  `<label for="f-${name}">${name}</label><input id="f-${name}" class="h-12 w-full" ${extra}name="${name}"/>`;

const form = (name: FormName, page: string, label: string, fields: string) =>
  `<form noValidate="" aria-label="${label}" method="post" action="${formAction(name)}" class="flex flex-col">` +
  `<input type="hidden" name="formKey" value=""/><input type="hidden" name="formPage" value="${page}"/>` +
  `${fields}<button class="rounded-full" type="submit">Send</button></form>`;

const entrant =
  input('firstName', 'autoComplete="given-name" ') +
  input('lastName') +
  input('email', 'type="email" ') +
  input('phoneNumber', 'type="tel" ');

const guests = Array.from(
  { length: 16 },
  (_, i) => `<option value="${i + 1}">${i + 1} Guests</option>`,
);

const FORMS: Record<Exclude<FormName, 'newsletter'>, [string, string, string]> = {
  waitlist: ['/waitlist', 'Join the waitlist', entrant],
  activation: ['/won', 'Getaway activation', entrant],
  giveaway: [
    '/enter',
    'Giveaway entry',
    `${entrant}<input id="f-agreeToRules" type="checkbox" class="peer size-5" name="agreeToRules"/>`,
  ],
  contact: [
    '/contact',
    'Contact us',
    input('name') +
      input('email', 'type="email" ') +
      input('subject') +
      '<select id="f-type" name="type"><option value="general">General Inquiry</option>' +
      '<option value="booking">Booking &amp; Travel</option></select>' +
      '<textarea id="f-message" rows="6" name="message"></textarea>',
  ],
  booking: [
    '/booking',
    'Booking request',
    `<select id="f-destinationId" name="destinationId"><option value="" selected="">Select a destination</option>` +
      `<optgroup label="USA"><option value="${ASPEN}">Aspen<!-- -->, <!-- -->United States</option></optgroup></select>` +
      ['global-7500', 'falcon-8x']
        .map(
          (jet) =>
            `<input type="radio" aria-label="${jet}" class="sr-only" name="jetId" value="${jet}"/>`,
        )
        .join('') +
      input('guestName') +
      input('guestEmail', 'type="email" ') +
      input('guestPhone', 'type="tel" ') +
      input('departureDate', 'type="date" ') +
      input('returnDate', 'type="date" ') +
      `<select id="f-guests" name="guests">${guests.join('')}</select>` +
      '<textarea id="f-specialRequests" rows="4" name="specialRequests"></textarea>',
  ],
};

const newsletter = (page: string) =>
  form('newsletter', page, 'Newsletter signup', input('email', 'type="email" required="" '));

/** A page as the build writes it: head, the app's root with the page's markup, the footer. */
export function fixturePage(route: string, main = `<h1>${route}</h1>`): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>${route}</title>` +
    '<script type="module" crossorigin src="/assets/index-x.js"></script><script>window.__early={}</script></head>' +
    `<body><div id="root"><main>${main}</main><footer>${newsletter(route)}</footer></div>` +
    '<script type="application/json" id="prerender-state">{}</script></body></html>'
  );
}

/** Each form's page, and /home and /terms with only the newsletter. */
export const FIXTURE_PAGES: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(FORMS).map(([name, [route, label, fields]]) => [
      route,
      fixturePage(route, form(name as FormName, route, label, fields)),
    ]),
  ),
  '/home': fixturePage('/home'),
  '/terms': fixturePage('/terms'),
};

export const fixturePageStore = () => pageStoreOf(FIXTURE_PAGES);
