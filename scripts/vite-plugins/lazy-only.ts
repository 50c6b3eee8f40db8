/**
 * Fails the build when a module meant to load on demand is found among a page's first scripts:
 * those the entry, the boot chunk or a route's chunk import statically, which all run before
 * the page is hydrated. One static import of the wrong module (a hook reaching `db` instead of
 * going through app/local/db/local-db.ts) is enough to put Dexie back on that path.
 */
import type { Plugin, Rolldown } from 'vite';

export interface LazyOnlyRule {
  /** Chunks whose static imports load before hydration, by their facade module's id. */
  firstLoad: RegExp;
  /** Modules that must not be among them. */
  lazy: RegExp;
}

/**
 * The first path of static imports from a first-load chunk (or an entry) to a chunk holding a
 * lazy module, as chunk file names ending with that module's id; undefined when there is none.
 */
export function findEagerPath(
  bundle: Rolldown.OutputBundle,
  rule: LazyOnlyRule,
): string[] | undefined {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const [file, output] of Object.entries(bundle)) {
    if (output.type === 'chunk') chunks.set(file, output);
  }
  const starts = [...chunks].filter(
    ([, chunk]) => chunk.isEntry || rule.firstLoad.test(chunk.facadeModuleId ?? ''),
  );
  for (const [start] of starts) {
    const via = new Map<string, string | null>([[start, null]]);
    const queue = [start];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const lazy = chunks.get(file)?.moduleIds.find((id) => rule.lazy.test(id));
      if (lazy) {
        const path = [lazy];
        for (let at: string | null = file; at !== null; at = via.get(at) ?? null) path.unshift(at);
        return path;
      }
      for (const next of chunks.get(file)?.imports ?? []) {
        if (via.has(next)) continue;
        via.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export function lazyOnly(rule: LazyOnlyRule): Plugin {
  return {
    name: 'club:lazy-only',
    apply: 'build',
    generateBundle(_options, bundle) {
      const path = findEagerPath(bundle, rule);
      if (path) {
        this.error(
          `A module meant to load on demand is among a page's first scripts: ${path.join(' -> ')}`,
        );
      }
    },
  };
}
