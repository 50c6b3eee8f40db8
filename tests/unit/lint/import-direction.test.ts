import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Proves the import-direction rules of eslint.config.js bite (STYLE.md "Direction"): each case is a
// one-line module linted as if it lived at `file`.
const root = fileURLToPath(new URL('../../../', import.meta.url));
let eslint: ESLint;

// The first lint loads the config and the TypeScript parser: seconds on a busy machine.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: 'eslint.config.js' });
  await eslint.lintText('\n', { filePath: `${root}app/main.tsx` });
}, 60_000);

interface RestrictedOptions {
  patterns: { regex: string; message: string }[];
}

async function restricted(
  file: string,
  code: string,
  rule = 'no-restricted-imports',
): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const refused: [file: string, code: string][] = [
  ['app/features/waitlist/data/use-x.ts', "import { x } from '@api/app';"],
  ['app/features/waitlist/data/use-x.ts', "import type { X } from '@api/db/schema';"],
  ['app/features/waitlist/data/use-x.ts', "import { x } from '@app/features/newsletter/data/x';"],
  ['app/features/waitlist/data/use-x.ts', "import { x } from '../../newsletter/data/x';"],
  ['app/features/waitlist/use-x.ts', "import { x } from '../newsletter';"],
  ['app/features/waitlist/components/form.tsx', "import { x } from '@app/routes/home';"],
  ['app/features/waitlist/components/form.tsx', "import { x } from '@app/router';"],
  ['app/features/waitlist/components/form.tsx', "import { x } from '../../../routes/home';"],
  ['app/main.tsx', "import { x } from '../api/app';"],
  ['app/features/waitlist/components/form.tsx', "import { Html } from '@react-email/components';"],
  ['app/routes/home.tsx', "import { render } from '@react-email/render';"],
  ['app/components/ui/button.tsx', "import { x } from '@app/features/waitlist/data/x';"],
  ['app/components/ui/button.tsx', "import { x } from '../../features/waitlist/data/x';"],
  ['app/content/blog.ts', "import { x } from '@app/routes/blog';"],
  ['app/lib/waitlist-flag.ts', "import { x } from '@app/features/waitlist/data/x';"],
  ['app/config/external-links.ts', "import { x } from '@app/routes/home';"],
  ['app/local/outbox/outbox.ts', "import { x } from '@app/features/waitlist/data/x';"],
  ['app/local/outbox/outbox.ts', "import { useState } from 'react';"],
  ['app/local/outbox/outbox.ts', "import { create } from 'zustand';"],
  ['shared/schemas/waitlist.ts', "import { x } from '@app/local/db';"],
  ['shared/schemas/waitlist.ts', "import type { X } from '@api/db/schema';"],
  ['shared/schemas/waitlist.ts', "import { x } from '../../app/local/db';"],
  ['shared/constants.ts', "import { x } from '../api/env';"],
  ['api/forms/waitlist-routes.ts', "import { x } from '@app/local/api';"],
  ['api/forms/waitlist-routes.ts', "import { x } from '../../app/local/api';"],
  ['sw.ts', "import { x } from '@app/features/pwa/x';"],
  ['sw.ts', "import { x } from '@api/app';"],
  ['sw.ts', "import { x } from './app/router';"],
];

const allowed: [file: string, code: string][] = [
  ['app/features/waitlist/data/use-x.ts', "import { x } from '@app/local/outbox';"],
  ['app/features/waitlist/data/use-x.ts', "import { x } from '@shared/schemas/waitlist';"],
  ['app/features/waitlist/data/use-x.ts', "import { x } from '@app/features/waitlist/x';"],
  ['app/features/waitlist/data/use-x.ts', "import { x } from '../components/form';"],
  ['app/features/waitlist/data/use-x.ts', "import { x } from '@app/components/ui/button';"],
  ['app/features/stories/components/x.tsx', "import { x } from '@app/lib/waitlist-flag';"],
  ['app/routes/waitlist.tsx', "import { x } from '@app/features/waitlist/components/form';"],
  ['app/routes/waitlist.tsx', "import { x } from '@app/features/newsletter/components/form';"],
  ['app/router.tsx', "import { x } from './routes/home';"],
  ['app/components/ui/button.tsx', "import { useState } from 'react';"],
  ['app/local/outbox/outbox.ts', "import { x } from '../api';"],
  ['app/local/outbox/outbox.ts', "import { createStore } from 'zustand/vanilla';"],
  ['app/local/outbox/outbox.ts', "import Dexie from 'dexie';"],
  ['shared/schemas/waitlist.ts', "import { x } from '../constants';"],
  ['api/forms/waitlist-routes.ts', "import { x } from '../app';"],
  ['api/forms/waitlist-routes.ts', "import { x } from '@shared/api';"],
  ['sw.ts', "import { x } from '@app/local/outbox';"],
  ['sw.ts', "import { x } from '@shared/constants';"],
  ['sw.ts', "import { precacheAndRoute } from 'workbox-precaching';"],
  ['tests/api/forms/waitlist.test.ts', "import { x } from '@api/app';"],
];

describe('import direction (eslint.config.js)', () => {
  it.each(refused)('refuses in %s: %s', async (file, code) => {
    expect(await restricted(file, code)).toHaveLength(1);
  });

  it.each(allowed)('allows in %s: %s', async (file, code) => {
    expect(await restricted(file, code)).toEqual([]);
  });

  it('explains the rule in its message', async () => {
    const [message] = await restricted(
      'app/features/waitlist/x.ts',
      "import '@app/features/auth/x';",
    );
    expect(message).toContain('A feature never imports another feature');
  });
});

// Dexie stays off a page's first scripts (app/local/db/local-db.ts): outside app/local, the database
// is reached through useLocalQuery or localDb(), never by a static import of its values.
describe('the local database on demand (eslint.config.js)', () => {
  const rule = '@typescript-eslint/no-restricted-imports';

  it.each([
    ['app/features/home/data/use-x.ts', "import { db } from '@app/local/db/db';"],
    ['app/components/forms/use-x.ts', "import { liveQuery } from 'dexie';"],
    ['app/boot.tsx', "import { db, type ClubDB } from '@app/local/db/db';"],
    ['app/features/home/data/use-x.ts', "import { db } from '../../../local/db/db';"],
    ['app/boot.tsx', "import { db } from './local/db/db';"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await restricted(file, code, rule)).toHaveLength(1);
  });

  it.each([
    ['app/features/home/data/use-x.ts', "import type { ClubDB } from '@app/local/db/db';"],
    ['app/features/home/data/use-x.ts', "import { type OutboxItem } from '@app/local/db/db';"],
    ['app/features/home/data/use-x.ts', "import { localDb } from '@app/local/db/local-db';"],
    ['app/features/home/data/use-x.ts', "import type { ClubDB } from '../../../local/db/db';"],
    ['app/local/sync/sync.ts', "import { db } from '../db/db';"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await restricted(file, code, rule)).toEqual([]);
  });
});

// app/local in rooms of one job (eslint.config.js LOCAL_ROOMS): a room imports only the rooms below
// it, types included; api.ts and when-idle.ts import none; the worker runs none of the page's rooms.
describe('the rooms of app/local (eslint.config.js)', () => {
  it.each([
    ['app/local/db/local-db.ts', "import { x } from '../session/session';"],
    ['app/local/db/db.ts', "import type { X } from '@app/local/outbox/outbox';"],
    ['app/local/session/session.ts', "import { x } from '../outbox/outbox';"],
    ['app/local/session/session.ts', "import { x } from '@app/local/sync/member-pull';"],
    ['app/local/outbox/outbox-flush.ts', "import { x } from '../sync/sync';"],
    ['app/local/outbox/outbox.ts', "import { x } from '../../local/catalog/cache';"],
    ['app/local/catalog/cache.ts', "import { x } from '../session/session';"],
    ['app/local/sync/sync.ts', "import { x } from '../account/auth';"],
    ['app/local/account/auth.ts', "import { x } from '@app/local/payments/checkout';"],
    ['app/local/payments/checkout.ts', "import type { X } from '../session/session';"],
    ['app/local/worker/offline-navigations.ts', "import { x } from '../sync/member-pull';"],
    ['app/local/api.ts', "import { x } from './session/session';"],
    ['app/local/when-idle.ts', "import { x } from '@app/local/catalog/warm-images';"],
    ['sw.ts', "import { x } from './app/local/sync/sync';"],
    ['sw.ts', "import { x } from './app/local/sync/member-sync';"],
    ['sw.ts', "import { x } from '@app/local/sync';"],
    ['sw.ts', "import { x } from '@app/local/account/auth';"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await restricted(file, code)).toHaveLength(1);
  });

  it.each([
    ['app/local/sync/member-pull.ts', "import { x } from '../session/session';"],
    ['app/local/sync/sync.ts', "import { x } from '@app/local/outbox/outbox';"],
    ['app/local/outbox/outbox-flush.ts', "import { x } from '../session/sign-out';"],
    ['app/local/outbox/outbox.ts', "import { x } from '../db/local-db';"],
    ['app/local/session/session.ts', "import { x } from './session-hint';"],
    ['app/local/catalog/warm-images.ts', "import { x } from '../when-idle';"],
    ['app/local/account/auth.ts', "import { x } from '../sync/member-pull';"],
    ['app/local/payments/checkout.ts', "import { x } from '../api';"],
    ['app/local/worker/offline-navigations.ts', "import { x } from '../session/session';"],
    ['app/local/api.ts', "import type { X } from '@shared/api';"],
    ['sw.ts', "import { x } from './app/local/worker/precached-pages';"],
    // After a push, so the screen the notification opens is current.
    ['sw.ts', "import { x } from './app/local/sync/member-pull';"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await restricted(file, code)).toEqual([]);
  });

  it('names the rooms a room may import in its message', async () => {
    const [message] = await restricted(
      'app/local/outbox/outbox.ts',
      "import { x } from '../sync/sync';",
    );
    expect(message).toContain('outbox/ may import db, session');
  });

  it('has a zone for every folder of app/local', async () => {
    const folders = readdirSync(`${root}app/local`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) {
      const config = await eslint.calculateConfigForFile(`${root}app/local/${folder}/x.ts`);
      const [, options] = config.rules['no-restricted-imports'] as [unknown, RestrictedOptions];
      const messages = options.patterns.map((p) => p.message);
      expect(
        messages.some((m) => m.includes(`${folder}/ may import`)),
        folder,
      ).toBe(true);
    }
  });
});

describe("useLocalQuery's deps (eslint.config.js)", () => {
  const lint = async (code: string) => {
    const file = `${root}app/features/home/data/use-x.ts`;
    const [result] = await eslint.lintText(code, { filePath: file });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'react-hooks/exhaustive-deps');
  };
  const hook = (deps: string) =>
    [
      "import { useLocalQuery } from '@app/lib/use-local-query';",
      'export const useX = (id: string) =>',
      `  useLocalQuery((db) => db.outbox.get({ id }), [${deps}]);`,
      '',
    ].join('\n');

  it('fails lint on a missing dependency, as an error', async () => {
    const [message] = await lint(hook(''));
    expect(message?.severity).toBe(2);
    expect(message?.message).toContain("missing dependency: 'id'");
  });

  it('accepts the complete list', async () => {
    expect(await lint(hook('id'))).toEqual([]);
  });
});
