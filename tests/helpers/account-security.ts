/** Calls and readings shared by the account security API tests (issue 24). */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { ACCOUNT_API, type PasskeyItem } from '@shared/account-api';
import { json, TEST_ORIGIN, type TestApp } from './api';
import { SoftPasskey, type AnswerOptions } from './passkey-authenticator';

/** A same-origin request as the app sends it, with the member's cookie when given. */
export function call(
  t: TestApp,
  method: string,
  path: string,
  { body, cookie }: { body?: unknown; cookie?: string } = {},
) {
  const headers: Record<string, string> = { Origin: TEST_ORIGIN };
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return t.app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export interface QueuedMailRow {
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
}

export const queuedMails = (t: TestApp, kind?: string) =>
  (
    t.db.$client
      .prepare(
        'SELECT kind, to_address, subject, text_body, html_body FROM mail_outbox ORDER BY id',
      )
      .all() as QueuedMailRow[]
  ).filter((m) => kind === undefined || m.kind === kind);

export async function registrationOptions(t: TestApp, cookie: string) {
  const res = await call(t, 'POST', ACCOUNT_API.passkeyRegisterOptions, { cookie });
  if (res.status !== 200) throw new Error(`options: ${res.status} ${await res.text()}`);
  return json<PublicKeyCredentialCreationOptionsJSON>(res);
}

export async function signInOptions(
  t: TestApp,
  path: string = ACCOUNT_API.passkeySignInOptions,
  cookie?: string,
) {
  const res = await call(t, 'POST', path, { cookie });
  if (res.status !== 200) throw new Error(`options: ${res.status} ${await res.text()}`);
  return json<PublicKeyCredentialRequestOptionsJSON>(res);
}

/** Adds a software passkey to the member's account through the real ceremony. */
export async function addPasskey(
  t: TestApp,
  cookie: string,
  key = new SoftPasskey(),
  name = 'Test laptop',
) {
  const options = await registrationOptions(t, cookie);
  const res = await call(t, 'POST', ACCOUNT_API.passkeyRegister, {
    cookie,
    body: { name, response: key.register(options) },
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return { key, item: await json<PasskeyItem>(res) };
}

/** Signs in with a passkey; the answer can be spoiled on purpose with `answer`. */
export async function passkeySignIn(t: TestApp, key: SoftPasskey, answer: AnswerOptions = {}) {
  const options = await signInOptions(t);
  return call(t, 'POST', ACCOUNT_API.passkeySignIn, {
    body: { response: key.answer(options, answer) },
  });
}
