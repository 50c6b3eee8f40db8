/**
 * Where a form post goes next, and the page it answers with when it is refused. Neither ever
 * carries what was typed in its address: a stored post goes to a fixed page with at most
 * `?sent=<form name>`, and a refused one is answered in the response itself.
 */
import { FORM_OUTCOMES, FORM_SENT_PARAM, type FormName } from '@shared/form-posts';
import { pageRouteOf } from '@shared/public-routes';
import type { FormErrors } from './error-summary';
import { fallbackFormPage } from './fallback-page';
import { withFormStyles } from './form-styles';
import { refillForm } from './refill-form';
import { withoutScripts } from './without-scripts';
import { withFormKeys } from './form-keys';
import { type PageStore } from './page-store';

/** The newsletter's home when the page it was sent from is not one we know. */
const NEWSLETTER_HOME = '/home';

/** The page the form is on: its own route; the newsletter's is the page it was sent from. */
export function formRoute(name: FormName, formPage: string | undefined): string {
  const { route } = FORM_OUTCOMES[name];
  if (route !== undefined) return route;
  return (formPage === undefined ? undefined : pageRouteOf(formPage)) ?? NEWSLETTER_HOME;
}

/**
 * Where a stored post goes (303): straight to `next` when the spec moves on at once (the waitlist
 * to /thank-you); otherwise back to the form's page, which shows the confirmation (and, for the
 * giveaway and the activation, moves on to `next` after it).
 */
export function sentLocation(name: FormName, formPage: string | undefined): string {
  const { next, nextAfterMs } = FORM_OUTCOMES[name];
  if (next !== undefined && nextAfterMs === undefined) return next;
  return `${formRoute(name, formPage)}?${FORM_SENT_PARAM}=${name}`;
}

export interface RefusedForm {
  name: FormName;
  route: string;
  /** what was sent, to give back */
  values: ReadonlyMap<string, string>;
  formKey: string;
  errors: FormErrors;
}

/**
 * The form's page (or the plain fallback) with the form refilled, every other key fresh, and no
 * script (api/forms/without-scripts.ts says why).
 */
export function refusedPageHtml(pages: PageStore, refused: RefusedForm): string {
  const { name, route } = refused;
  const page = pages.get(route);
  const html =
    (page === undefined ? undefined : refillForm(page, name, refused)) ??
    refillForm(fallbackFormPage(name, route), name, refused);
  if (html === undefined) throw new Error(`The fallback page of ${name} has no form`);
  return withFormStyles(withFormKeys(withoutScripts(html)));
}
