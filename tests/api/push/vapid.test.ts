/**
 * The server's VAPID identity (issue 38): the configured pair, or one generated at first start and
 * kept in the database so a restart (a new app on the same file) hands out the same key; half a
 * pair or a bad subject stops the server at start, and production needs a subject.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { loadEnv, productionProblems } from '@api/env';
import { PUSH_API, type PushKeyResponse } from '@shared/push-api';
import { json, makeTestApp, type TestApp } from '../../helpers/api';
import { register } from '../../helpers/accounts';

const apps: TestApp[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const app of apps.splice(0)) app.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function publicKeyOf(t: TestApp, email = 'amelia@example.com') {
  const { cookie } = await register(t, { email });
  return (
    await json<PushKeyResponse>(await t.request(PUSH_API.key, { headers: { Cookie: cookie } }))
  ).publicKey;
}

describe('VAPID keys', () => {
  it('are generated at first start and kept: a restart hands out the same key', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'push-vapid-'));
    folders.push(folder);
    const dbPath = join(folder, 'club.db');
    const first = makeTestApp({ dbPath });
    apps.push(first);
    const key = await publicKeyOf(first);
    first.close();
    apps.pop();
    const second = makeTestApp({ dbPath, seed: false });
    apps.push(second);
    expect(await publicKeyOf(second, 'celeste@example.com')).toBe(key);
    expect(second.count('push_vapid_keys')).toBe(1);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, and nothing is stored', async () => {
    const pair = webPush.generateVAPIDKeys();
    const t = makeTestApp({
      env: { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey },
    });
    apps.push(t);
    expect(await publicKeyOf(t)).toBe(pair.publicKey);
    expect(t.count('push_vapid_keys')).toBe(0);
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: webPush.generateVAPIDKeys().publicKey }, /set both, or neither/],
    [{ VAPID_PRIVATE_KEY: 'short' }, /VAPID_PRIVATE_KEY must be a VAPID key/],
    [{ VAPID_SUBJECT: 'http://club.example.com' }, /VAPID_SUBJECT must be a mailto: address/],
    [{ PUSH_ALLOWED_ORIGINS: 'http://127.0.0.1:4000/push' }, /PUSH_ALLOWED_ORIGINS must be/],
    [{ PUSH_ALLOWED_ORIGINS: 'ftp://127.0.0.1' }, /PUSH_ALLOWED_ORIGINS must be/],
  ])('refuse a bad setting at start: %j', (source, message) => {
    expect(() => loadEnv(source)).toThrow(message);
  });

  it('read PUSH_ALLOWED_ORIGINS as a list of origins', () => {
    expect(loadEnv({}).PUSH_ALLOWED_ORIGINS).toEqual([]);
    expect(
      loadEnv({ PUSH_ALLOWED_ORIGINS: 'http://127.0.0.1:4000, https://push.example.net/' })
        .PUSH_ALLOWED_ORIGINS,
    ).toEqual(['http://127.0.0.1:4000', 'https://push.example.net']);
  });

  it('need a subject in production', () => {
    const production = { NODE_ENV: 'production', PAYMENTS: 'demo', MAIL: 'log' };
    expect(productionProblems(loadEnv(production))).toEqual([
      expect.stringMatching(/^No VAPID_SUBJECT: /),
    ]);
    expect(
      productionProblems(loadEnv({ ...production, VAPID_SUBJECT: 'mailto:tech@club.example.com' })),
    ).toEqual([]);
  });
});
