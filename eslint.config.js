// ESLint flat config: recommended TypeScript rules, React hooks rules for the app, and the import
// direction of STYLE.md "Habits → Direction" enforced per folder (so it is checked, not remembered).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCE = '*.{ts,tsx,js,mjs,jsx}';
/** How many folders below a zone's own folder the generated blocks reach. */
const MAX_NESTING = 6;

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A relative specifier that climbs `n` folders, then continues with `rest` (a regex fragment). */
const climb = (n, rest) => `^(\\.\\./){${n}}${rest}`;

const FEATURES_DIR = 'app/features';
const features = (() => {
  try {
    return readdirSync(FEATURES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return []; // no features yet
  }
})();

const API_DIR = 'api';
/** Shared by every slice, importing none (STYLE.md "Our tree"); every other folder of api/ is a slice. */
const API_INFRA = ['db', 'middleware', 'mail', 'observability', 'http', 'lib'];
const slices = (() => {
  try {
    return readdirSync(API_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !API_INFRA.includes(d.name))
      .map((d) => d.name);
  } catch {
    return [];
  }
})();
const anySlice = `(${slices.map(esc).join('|')})`;
const otherSlice = (name) => `(?!${esc(name)}(/|$))${anySlice}`;

/**
 * A zone is a folder and what its files may not import. `aliases` are regexes over the
 * specifier; `relative(n)` gives regexes for a file `n` folders below the zone's folder, so a
 * `../` path that reaches a forbidden folder is caught as well as its alias. A file's rules are
 * the union of every zone that contains it (see blocksFor); with `ownFilesOnly` a zone holds only
 * for the files directly in its folder, not for those of its subfolders.
 */
const LOWER_APP = {
  message:
    'components, local, content, stores, lib and config sit below features, routes and the router (STYLE.md "Direction"): pass data in, or move the code down.',
  aliases: ['^@app/(features|routes)(/|$)', '^@app/router$'],
  relative: (n) => [climb(n + 1, '(features|routes)(/|$)'), climb(n + 1, 'router$')],
};

/**
 * app/local's rooms (DESIGN.md "Folders") and the rooms each may import: only those below it, so
 * the layer reads from db/ up and no two rooms lean on each other. api.ts (the one fetch wrapper)
 * and when-idle.ts sit beside the rooms and serve them all: they import none.
 */
const LOCAL_ROOMS = {
  db: [],
  session: ['db'],
  outbox: ['db', 'session'],
  catalog: ['db'],
  sync: ['db', 'session', 'outbox', 'catalog'],
  account: ['db', 'session', 'outbox', 'catalog', 'sync'],
  payments: [],
  worker: ['db', 'session', 'outbox', 'catalog'],
};
const ROOMS = Object.keys(LOCAL_ROOMS);

/** The zone of one room: it may not import a room outside its list, by alias or by `../`. */
function roomZone(room) {
  const below = LOCAL_ROOMS[room];
  const others = `(${ROOMS.filter((r) => r !== room && !below.includes(r)).join('|')})(/|$)`;
  return {
    dir: `app/local/${room}`,
    message: `A room of app/local imports only the rooms below it (eslint.config.js LOCAL_ROOMS): ${room}/ may import ${below.length > 0 ? below.join(', ') : 'none'}.`,
    aliases: [`^@app/local/${others}`],
    relative: (n) => [climb(n + 1, others), climb(n + 2, `local/${others}`)],
  };
}

/** @type {{ dir: string, message: string, aliases?: string[], relative?: (n: number) => string[], modules?: string[], ownFilesOnly?: boolean }[]} */
const zones = [
  {
    dir: 'shared',
    message:
      'shared/ imports nothing of ours (DESIGN.md "Dependency direction"): it is used by both app and api.',
    aliases: ['^@app(/|$)', '^@api(/|$)'],
    relative: (n) => [climb(n + 1, '')],
  },
  {
    dir: 'app',
    message:
      'app/ never imports api/, not even types: the wire contract is shared/schemas and shared/api.ts. Mail templates (@react-email) render on the server only.',
    aliases: ['^@api(/|$)'],
    relative: (n) => [climb(n + 1, '(api|sw)(/|$|\\.)')],
    modules: ['^@react-email(/|$)'],
  },
  {
    dir: 'api',
    message:
      'api/ never imports app/, not even types: the wire contract is shared/schemas and shared/api.ts.',
    aliases: ['^@app(/|$)'],
    relative: (n) => [climb(n + 1, '(app|sw)(/|$|\\.)')],
  },
  { dir: 'app/components', ...LOWER_APP },
  { dir: 'app/content', ...LOWER_APP },
  { dir: 'app/stores', ...LOWER_APP },
  { dir: 'app/lib', ...LOWER_APP },
  { dir: 'app/config', ...LOWER_APP },
  {
    dir: 'app/local',
    ...LOWER_APP,
    message: `${LOWER_APP.message} app/local runs in the service worker too: no React, no DOM hooks.`,
    modules: [
      '^(react|react-dom|react-router|react-router-dom)(/|$)',
      '^zustand$',
      '^zustand/(react|traditional)',
    ],
  },
  {
    dir: 'app/local',
    ownFilesOnly: true,
    message:
      'api.ts and when-idle.ts serve every room of app/local and import none (eslint.config.js LOCAL_ROOMS).',
    aliases: [`^@app/local/(${ROOMS.join('|')})(/|$)`],
    relative: () => [`^\\./(${ROOMS.join('|')})(/|$)`],
  },
  ...ROOMS.map(roomZone),
  {
    dir: 'app/features',
    message:
      'A feature never imports a route or the router (STYLE.md "Direction"): routes compose features.',
    aliases: ['^@app/routes(/|$)', '^@app/router$'],
    relative: (n) => [climb(n + 1, 'routes(/|$)'), climb(n + 1, 'router$')],
  },
  ...API_INFRA.map((name) => ({
    dir: `${API_DIR}/${name}`,
    message: `api/${name}/ is shared by every slice and imports none (STYLE.md "Our tree"): pass what it needs in, or move the code into the slice.`,
    aliases: [`^@api/${anySlice}(/|$)`],
    relative: (n) => [climb(n + 1, `${anySlice}(/|$)`)],
  })),
  ...slices.map((name) => ({
    dir: `${API_DIR}/${name}`,
    message: `api/${name}/ reaches another slice only through its index.ts, and the tables of db/schema only through its own file, db/schema/${name}.ts (STYLE.md "Our tree"): ask the owning slice's index for a query.`,
    aliases: [
      `^@api/${otherSlice(name)}/(?!index$)`,
      `^@api/db/schema(/index)?$`,
      `^@api/db/schema/(?!${esc(name)}$)`,
    ],
    relative: (n) => [
      climb(n + 1, `${otherSlice(name)}/(?!index$)`),
      climb(n + 1, 'db/schema(/index)?$'),
      climb(n + 1, `db/schema/(?!${esc(name)}$)`),
    ],
  })),
  {
    dir: `${API_DIR}/concierge`,
    message:
      'The console calls payments through its index (refunds, installments), never the gateway: money moves in one slice (STYLE.md "Our tree").',
    aliases: ['^@api/payments/(gateway|stripe)(/|$)'],
    relative: (n) => [climb(n + 1, 'payments/(gateway|stripe)(/|$)')],
  },
  ...features.map((name) => ({
    dir: `${FEATURES_DIR}/${name}`,
    message: `A feature never imports another feature (STYLE.md "Direction"): compose ${name} with it in a route, or move the shared piece to app/components or app/local.`,
    aliases: [`^@app/features/(?!${esc(name)}(/|$))`],
    relative: (n) => [climb(n + 1, `(?!${esc(name)}(/|$))[^./]`)],
  })),
];

const within = (dir, zoneDir) => dir === zoneDir || dir.startsWith(`${zoneDir}/`);

/** One block per nesting depth below `dir`, carrying the rules of every zone that contains it. */
function blocksFor(dir) {
  const chain = zones.filter((z) => within(dir, z.dir));
  const zoneDepth = dir.split('/').length;
  return Array.from({ length: MAX_NESTING }, (_, n) => {
    const applies = (z) => !z.ownFilesOnly || (z.dir === dir && n === 0);
    const patterns = chain.filter(applies).flatMap((z) => {
      // Distance from the file's folder to z's folder: n below `dir`, plus the gap dir → z.
      const up = n + zoneDepth - z.dir.split('/').length;
      const regexes = [...(z.aliases ?? []), ...(z.relative?.(up) ?? []), ...(z.modules ?? [])];
      return regexes.map((regex) => ({ regex, message: z.message }));
    });
    return {
      name: `direction/${dir}/${n}`,
      files: [`${dir}/${'*/'.repeat(n)}${SOURCE}`],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    };
  });
}

/**
 * Files of a slice that read another owner's tables, each with its reason. Every other read of
 * another slice's rows is a query its owner's index exports (issue 37 closed the rest).
 */
const TABLE_EXCEPTIONS = {
  // Every list shows a booking's destination and jet names: one join in the same statement, not a
  // lookup per row over the console's 100,000 bookings.
  'api/bookings/booking-rows.ts': 'by design',
};

/** A slice's own rules for one file, without the table rule (TABLE_EXCEPTIONS). */
function tableExceptionBlock(file) {
  const [, slice, ...rest] = file.split('/');
  const n = rest.length - 1;
  const zone = zones.find((z) => z.dir === `${API_DIR}/${slice}`);
  const message = `${zone.message} (${file} may read other owners' tables: ${TABLE_EXCEPTIONS[file]})`;
  const regexes = [
    `^@api/${otherSlice(slice)}/(?!index$)`,
    climb(n + 1, `${otherSlice(slice)}/(?!index$)`),
    '^@app(/|$)',
    climb(n + 2, '(app|sw)(/|$|\\.)'),
    ...(slice === 'concierge'
      ? ['^@api/payments/(gateway|stripe)(/|$)', climb(n + 1, 'payments/(gateway|stripe)(/|$)')]
      : []),
  ];
  return {
    name: `direction/table-exception/${file}`,
    files: [file],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: regexes.map((regex) => ({ regex, message })) },
      ],
    },
  };
}

// Parents before children: with several matching blocks the last one's options win.
const directionBlocks = [...new Set(zones.map((z) => z.dir))]
  .sort((a, b) => a.split('/').length - b.split('/').length)
  .flatMap(blocksFor);

const LOCAL_DB_MESSAGE =
  'Load the database on demand: useLocalQuery (app/lib) to read, localDb() (app/local/db/local-db) to write. Type imports are fine.';

const ROUTES_MESSAGE =
  'routes.ts holds paths, validation and status codes only (STYLE.md "Our tree"): the query goes in a service of the slice, which the route calls.';

const SW_MESSAGE =
  'sw.ts imports only @app/local/* and @shared/* (DESIGN.md "Dependency direction"), and no React.';

/**
 * Rooms of app/local the worker never runs: the page's sync engine, and calls made for a person.
 * The member pull is the one part of sync it runs: after a push, so the screen it opens is current.
 */
const PAGE_ROOMS = '(sync(/(?!member-pull$)|$)|account(/|$)|payments(/|$))';
const SW_ROOMS_MESSAGE =
  "The service worker runs the outbox, the catalogue pull, the member pull after a push and its own routes (app/local/worker); the rest of the sync engine, account and payment calls are the page's.";

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-render/',
      'dev-dist/',
      'node_modules/',
      'data/',
      '.tmp/',
      'test-results/',
      'playwright-report/',
      'public/',
      'api/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // A live query's deps are checked like an effect's; an error, so a missing one fails lint.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useLocalQuery$' }],
    },
  },
  {
    // Dexie loads on demand, beside the page's first scripts (app/local/db/local-db.ts). Screens
    // and hooks reach the database through useLocalQuery or localDb(); types are free.
    name: 'local-db-on-demand',
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/local/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['dexie', '@app/local/db/db'].map((name) => ({
            name,
            allowTypeImports: true,
            message: LOCAL_DB_MESSAGE,
          })),
          // The same module by a relative path.
          patterns: [
            {
              regex: '^(\\.\\.?/)+(.+/)?local/db/db$',
              allowTypeImports: true,
              message: LOCAL_DB_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sw.ts', 'app/local/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  ...directionBlocks,
  ...Object.keys(TABLE_EXCEPTIONS).map(tableExceptionBlock),
  {
    // A slice's routes say paths, validation and status codes; its services run the queries.
    name: 'api-routes-without-queries',
    files: [`${API_DIR}/**/routes.ts`, `${API_DIR}/**/*-routes.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)',
              message: ROUTES_MESSAGE,
            },
            { regex: '(^@api/|^(\\.\\.?/)+)db/schema(/|$)', message: ROUTES_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    name: 'direction/sw',
    files: ['sw.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...[
              '^@app/(?!local/)',
              '^@api(/|$)',
              '^\\./api(/|$)',
              '^\\./app/(?!local/)',
              '^(react|react-dom|react-router-dom)(/|$)',
              '^zustand$',
            ].map((regex) => ({ regex, message: SW_MESSAGE })),
            ...[`^@app/local/${PAGE_ROOMS}`, `^\\./app/local/${PAGE_ROOMS}`].map((regex) => ({
              regex,
              message: SW_ROOMS_MESSAGE,
            })),
          ],
        },
      ],
    },
  },
);
