/**
 * POST /api/forms/:name: the public forms as plain HTML forms (issue 21), for when the app is not
 * there to send them (JavaScript off, or its code never arrived). The body is read with its own
 * cap, checked with the form's own schema, and a valid one is stored by the JSON endpoint through
 * the whole app (api/forms/store-request.ts); the answer is a 303 to a page that names no typed
 * value, or the form's page given back refilled with the spec's messages. Never JSON, never a 500.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  FORM_KEY_FIELD,
  FORM_OUTCOMES,
  FORM_PAGE_FIELD,
  isFormName,
  type FormName,
} from '@shared/form-posts';
import type { FormErrors } from './error-summary';
import { plainPage } from './fallback-page';
import { newFormKey } from './form-keys';
import { formRoute, refusedPageHtml, sentLocation } from './form-pages';
import { checkForm, FORM_SPECS } from './form-specs';
import { readFormBody } from './read-body';
import { storeOutcome, storeRequest, type StoreTarget } from './store-request';
import { htmlResponse } from '../../http/html-response';
import { PRIVATE_NO_STORE } from '../../middleware/require-user';
import type { PageStore } from './page-store';
import type { Dispatch } from './store-request';

/** Far above any valid form (the longest, contact, allows 5 000 characters of message). */
export const FORM_BODY_LIMIT_BYTES = 256 * 1024;
export const TOO_LARGE_TEXT =
  'This form is too large to send (limit 256 KB). Please shorten it and send it again.';

export interface FormPostDeps {
  pages: PageStore;
  dispatch: Dispatch;
  target: StoreTarget;
}

const NO_SUCH_FORM = plainPage('Not found', '<h1>Not found</h1><p>There is no such form.</p>');

type Answer = Omit<FormErrors, 'title'> & { keepKey?: string; headers?: Record<string, string> };

export function formPostRoutes({ pages, dispatch, target }: FormPostDeps) {
  /** The form's page refilled with `values`; private, it holds what the person typed. */
  const refuse = (
    c: Context,
    name: FormName,
    values: ReadonlyMap<string, string>,
    status: number,
    answer: Answer,
  ) => {
    const { keepKey, headers, ...errors } = answer;
    const html = refusedPageHtml(pages, {
      name,
      route: formRoute(name, values.get(FORM_PAGE_FIELD)),
      values,
      formKey: keepKey ?? newFormKey(),
      errors: { title: FORM_OUTCOMES[name].failure.title, ...errors },
    });
    return htmlResponse(c, html, { status, cacheControl: PRIVATE_NO_STORE, headers });
  };

  const knownForm: MiddlewareHandler = async (c, next) => {
    if (isFormName(c.req.param('name'))) return next();
    return htmlResponse(c, NO_SUCH_FORM, { status: 404, cacheControl: 'no-cache' });
  };
  const limit = bodyLimit({
    maxSize: FORM_BODY_LIMIT_BYTES,
    onError: (c) =>
      refuse(c, c.req.param('name') as FormName, new Map(), 413, { text: TOO_LARGE_TEXT }),
  });

  return new Hono().post('/:name', knownForm, limit, async (c) => {
    const name = c.req.param('name') as FormName;
    const failureText = FORM_OUTCOMES[name].failure.description;
    const body = await readFormBody(c.req.raw);
    if (body.kind === 'unsupported') return refuse(c, name, new Map(), 415, { text: failureText });
    const { values } = body;
    if (body.kind === 'malformed') return refuse(c, name, values, 400, { text: failureText });
    const spec = FORM_SPECS[name];
    const checked = checkForm(spec, values);
    if (!checked.ok) return refuse(c, name, values, 400, { fields: checked.issues });

    const formKey = values.get(FORM_KEY_FIELD);
    const request = storeRequest(c, { path: spec.path, body: checked.body, formKey }, target);
    const stored = await dispatch(request, c.env);
    const outcome = await storeOutcome(stored);
    const answer =
      outcome.kind === 'stored'
        ? c.redirect(sentLocation(name, values.get(FORM_PAGE_FIELD)), 303)
        : outcome.kind === 'invalid'
          ? refuse(c, name, values, 400, { fields: outcome.issues })
          : refuse(c, name, values, outcome.status, {
              text: outcome.text ?? failureText,
              keepKey: outcome.keepKey ? formKey : undefined,
              headers: outcome.retryAfter ? { 'Retry-After': outcome.retryAfter } : {},
            });
    // The session the store request renewed or cleared is the browser's: pass its cookies on.
    for (const cookie of stored.headers.getSetCookie()) answer.headers.append('Set-Cookie', cookie);
    return answer;
  });
}
