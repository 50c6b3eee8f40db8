import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { findEagerPath } from '../../../scripts/vite-plugins/lazy-only';
import { findChunkCycle } from '../../../scripts/vite-plugins/no-chunk-cycles';
import { CONSOLE_CHUNK } from '../../../scripts/vite-plugins/console-chunk';
import { appChunks } from '../../../scripts/vite-plugins/app-chunks';

type Context = Parameters<Rolldown.CodeSplittingNameFunction>[1];

/** A chunking context over a module graph given as `id -> static imports`. */
function contextOf(graph: Record<string, string[]>): Context {
  const infos = new Map(
    Object.entries(graph).map(([id, importedIds]) => [
      id,
      { id, importedIds } as Rolldown.ModuleInfo,
    ]),
  );
  return { getModuleInfo: (id) => infos.get(id) ?? null };
}

describe('appChunks', () => {
  const main = path.resolve('app/main.tsx');
  const boot = path.resolve('app/boot.tsx');
  const router = path.resolve('app/router.tsx');
  const button = path.resolve('app/components/ui/button.tsx');
  const prerenderState = path.resolve('app/prerender-state.ts');
  const library = path.resolve('node_modules/radix-ui/dist/index.mjs');
  const screen = path.resolve('app/routes/home.tsx');
  const useTitle = path.resolve('app/components/layout/use-title.ts');
  const serverMessage = path.resolve('app/components/forms/server-message.ts');
  const dateField = path.resolve('app/components/forms/date-field.tsx');
  const field = path.resolve('app/components/ui/field.tsx');
  const bookingForm = path.resolve('app/features/booking/components/booking-form.tsx');
  const ctx = contextOf({
    [main]: [prerenderState],
    [boot]: [router, prerenderState],
    [router]: [button, serverMessage],
    [button]: [library],
    [prerenderState]: [],
    [library]: [],
    [serverMessage]: [],
    // imported dynamically by the router, so not in its static imports
    [screen]: [button, useTitle],
    [useTitle]: [],
    [bookingForm]: [dateField, serverMessage],
    [dateField]: [field],
    [field]: [],
  });
  const groups = appChunks('app/main.tsx', 'app/boot.tsx');
  /** The chunk the first group that claims `id` puts it in, as the bundler asks them in turn. */
  const nameOf = (id: string) => {
    for (const group of groups) {
      const name = typeof group.name === 'function' ? group.name(id, ctx) : group.name;
      if (name) return name;
    }
    return null;
  };

  it('takes the app modules the boot imports statically, through every level', () => {
    expect(nameOf(router)).toBe('shell');
    expect(nameOf(button)).toBe('shell');
  });

  it('leaves the boot module, the entry’s modules, libraries and lazy screens out', () => {
    expect(nameOf(boot)).toBeNull();
    expect(nameOf(prerenderState)).toBeNull();
    expect(nameOf(library)).toBeNull();
    expect(nameOf(screen)).toBeNull();
    expect(nameOf(bookingForm)).toBeNull();
  });

  it('adds the small modules nearly every screen imports to the shell', () => {
    expect(nameOf(useTitle)).toBe('shell');
  });

  it('puts the form kit in a chunk of its own, but what the shell already holds of it', () => {
    expect(nameOf(dateField)).toBe('forms');
    expect(nameOf(field)).toBe('forms');
    expect(nameOf(serverMessage)).toBe('shell');
  });

  it('never claims a module for both chunks, whatever order they are asked in', () => {
    for (const id of [serverMessage, dateField, useTitle, router]) {
      const claims = groups.filter((group) =>
        typeof group.name === 'function' ? group.name(id, ctx) : false,
      );
      expect(claims).toHaveLength(1);
    }
  });
});

describe('findChunkCycle', () => {
  const chunk = (imports: string[]) => ({ type: 'chunk', imports }) as Rolldown.OutputChunk;
  const asset = { type: 'asset' } as Rolldown.OutputAsset;

  it('finds two chunks that import each other, through a third', () => {
    const bundle = {
      'index.js': chunk([]),
      'boot.js': chunk(['shell.js', 'react.js']),
      'shell.js': chunk(['react.js', 'dialog.js']),
      'dialog.js': chunk(['boot.js']),
      'react.js': chunk([]),
      'app.css': asset,
    } as Rolldown.OutputBundle;
    expect(findChunkCycle(bundle)).toEqual(['boot.js', 'shell.js', 'dialog.js', 'boot.js']);
  });

  it('accepts a graph where chunks share dependencies without a cycle', () => {
    const bundle = {
      'boot.js': chunk(['shell.js', 'react.js']),
      'shell.js': chunk(['react.js']),
      'home.js': chunk(['shell.js', 'react.js']),
      'react.js': chunk([]),
    } as Rolldown.OutputBundle;
    expect(findChunkCycle(bundle)).toBeUndefined();
  });
});

describe('findEagerPath', () => {
  const rule = { firstLoad: /\/app\/(boot\.tsx|routes\/)/, lazy: /\/node_modules\/dexie\// };
  const chunk = (facade: string | null, imports: string[], moduleIds: string[] = []) =>
    ({
      type: 'chunk',
      isEntry: facade === '/app/main.tsx',
      facadeModuleId: facade,
      imports,
      moduleIds,
    }) as unknown as Rolldown.OutputChunk;
  const dexie = chunk(null, [], ['/node_modules/dexie/dist/dexie.js']);
  const db = chunk(null, ['dexie.js'], ['/app/local/db/db.ts']);

  it('finds the database reached statically from a route, through a shared chunk', () => {
    const bundle = {
      'index.js': chunk('/app/main.tsx', []),
      'boot.js': chunk('/app/boot.tsx', ['shell.js']),
      'shell.js': chunk(null, []),
      'home.js': chunk('/app/routes/home.tsx', ['shell.js', 'hooks.js']),
      'hooks.js': chunk(null, ['db.js']),
      'db.js': db,
      'dexie.js': dexie,
    } as Rolldown.OutputBundle;
    expect(findEagerPath(bundle, rule)).toEqual([
      'home.js',
      'hooks.js',
      'db.js',
      'dexie.js',
      '/node_modules/dexie/dist/dexie.js',
    ]);
  });

  it('accepts the database behind a dynamic import, and lazy chunks that import it', () => {
    const bundle = {
      'index.js': chunk('/app/main.tsx', []),
      'boot.js': chunk('/app/boot.tsx', ['shell.js']),
      'shell.js': chunk(null, []),
      'home.js': chunk('/app/routes/home.tsx', ['shell.js']),
      'sync.js': chunk('/app/local/sync/sync.ts', ['db.js']),
      'db.js': db,
      'dexie.js': dexie,
    } as Rolldown.OutputBundle;
    expect(findEagerPath(bundle, rule)).toBeUndefined();
  });
});

describe('CONSOLE_CHUNK', () => {
  const inConsole = (id: string) => {
    const test = CONSOLE_CHUNK.test;
    return test instanceof RegExp ? test.test(path.resolve(id)) : false;
  };

  it('takes the console’s screens, feature, contract and table library', () => {
    expect(inConsole('app/routes/concierge.tsx')).toBe(true);
    expect(inConsole('app/routes/concierge-bookings.tsx')).toBe(true);
    expect(inConsole('app/features/concierge/components/common/data-table.tsx')).toBe(true);
    expect(inConsole('shared/concierge-api.ts')).toBe(true);
    expect(inConsole('shared/schemas/concierge-orders.ts')).toBe(true);
    // The itinerary's body: only the console's editor parses it in the app (issue 38).
    expect(inConsole('shared/schemas/itinerary.ts')).toBe(true);
    expect(inConsole('node_modules/@tanstack/table-core/dist/index.js')).toBe(true);
  });

  it('leaves what the site shares with it in the site’s chunks', () => {
    expect(inConsole('app/components/ui/dialog.tsx')).toBe(false);
    expect(inConsole('app/features/auth/lib/safe-redirect.ts')).toBe(false);
    expect(inConsole('shared/booking-workflow.ts')).toBe(false);
    expect(inConsole('shared/api.ts')).toBe(false);
    // The member's trip page reads the itinerary's paths and times too.
    expect(inConsole('shared/itinerary-api.ts')).toBe(false);
    expect(inConsole('app/lib/itinerary-times.ts')).toBe(false);
    expect(CONSOLE_CHUNK.includeDependenciesRecursively).toBe(false);
  });
});
