/**
 * The app's own code in three chunks beside the screens'. The shell: what every page runs before it
 * hydrates, the modules the boot imports statically (minus those the entry already holds), and a
 * few small modules nearly every screen imports. The form kit: what every form page loads. The
 * member: the signed-in snapshot with the pull that keeps it, which live in two rooms. Left
 * to automatic splitting they were some thirty small chunks, each a request and a `<link
 * rel=modulepreload>` the entry appends, at 1-4 ms apiece of a phone's main thread before the page
 * can hydrate, and six at a time over HTTP/1.1. Lazy screens that share one of them find it loaded.
 */
import path from 'node:path';
import type { Rolldown } from 'vite';

const NODE_MODULES = /[\\/]node_modules[\\/]|^\0/;

type Context = Parameters<Rolldown.CodeSplittingNameFunction>[1];

/** Every module reachable from `root` through static imports. */
function staticGraph(ctx: Context, root: string): Set<string> {
  const seen = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    // Libraries are left to their groups or to automatic splitting: a package's entry (radix-ui)
    // may import far more than tree-shaking keeps.
    const imported = ctx.getModuleInfo(id)?.importedIds ?? [];
    queue.push(...imported.filter((m) => !NODE_MODULES.test(m)));
  }
  return seen;
}

/**
 * Small modules that nearly every screen imports but the boot does not: the title and meta hook,
 * the catalogue's read helpers, the API client. Each was a chunk of 70-1,500 bytes; in the shell
 * they cost the pages that skip them under 2 KB.
 */
const SHARED_SMALL = new RegExp(
  [
    'app[\\\\/]components[\\\\/]layout[\\\\/](?:use-title|page-meta)\\.ts$',
    'app[\\\\/]config[\\\\/]public-origin\\.ts$',
    'app[\\\\/]lib[\\\\/](?:compare-names|use-same-while-equal|use-catalog-snapshot)\\.ts$',
    'app[\\\\/]local[\\\\/](?:api|catalog[\\\\/](?:catalog-status|fleet-order)|db[\\\\/]local-unavailable)\\.ts$',
    // The footer's newsletter schema, on every page once the footer wakes.
    'shared[\\\\/]schemas[\\\\/]newsletter\\.ts$',
    'shared[\\\\/]art-rasters\\.ts$',
    // zustand's React binding, a few hundred bytes the stores of every page use.
    'node_modules[\\\\/]zustand[\\\\/]esm[\\\\/]react\\.mjs$',
  ].join('|'),
);

/**
 * The form kit (app/components/forms, the field frame): a dozen small modules every form page
 * loads together, which automatic splitting cut into as many chunks. What the shell already holds
 * of it stays there.
 */
const FORM_KIT = /[\\/]app[\\/]components[\\/](?:forms[\\/]|ui[\\/]field\.tsx$)/;

/**
 * The member on this device: who is signed in (app/local/session/session.ts), the member pull
 * that keeps it (app/local/sync/member-*.ts) and the pull's contract (shared/sync-api.ts), rooms
 * apart but one chunk. The pages that store or forget a member are member pages, whose sync
 * engine pulls at once anyway; as more chunks they would be more requests, and more names in the
 * preload lists every page loads first.
 */
const MEMBER = new RegExp(
  [
    'app[\\\\/]local[\\\\/](?:session[\\\\/]session|sync[\\\\/]member-(?:pull|sync))\\.ts$',
    'shared[\\\\/]sync-api\\.ts$',
  ].join('|'),
);

/**
 * `boot` is imported dynamically by `entry`, right after the first paint. The groups must come
 * after the vendor groups (lower priority), which keep their libraries in chunks of their own.
 */
export function appChunks(entry: string, boot: string): Rolldown.CodeSplittingGroup[] {
  const entryId = path.resolve(entry);
  const bootId = path.resolve(boot);
  // Computed once per chunking pass: the module info objects are reused within one, not across.
  const shells = new WeakMap<object, Set<string>>();
  const shellOf = (ctx: Context): Set<string> => {
    const key = ctx.getModuleInfo(bootId);
    if (!key) return new Set();
    let shell = shells.get(key);
    if (!shell) {
      const first = staticGraph(ctx, entryId);
      // The boot module stays the chunk the entry imports (its namespace is what it resolves to).
      shell = new Set([...staticGraph(ctx, bootId)].filter((m) => m !== bootId && !first.has(m)));
      shells.set(key, shell);
    }
    return shell;
  };
  return [
    {
      name: (id, ctx) => (shellOf(ctx).has(id) || SHARED_SMALL.test(id) ? 'shell' : null),
      debugName: 'shell',
      priority: 0,
      // Its dependencies are in the set already, but for the entry's, which must stay in the entry.
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) => (FORM_KIT.test(id) && !shellOf(ctx).has(id) ? 'forms' : null),
      debugName: 'forms',
      priority: 0,
      // The outbox and valibot stay where they are: pages other than forms load them too.
      includeDependenciesRecursively: false,
    },
    {
      name: (id) => (MEMBER.test(id) ? 'session' : null),
      debugName: 'session',
      priority: 0,
      // The outbox, the database's loader and the fetch wrapper stay in their own chunks.
      includeDependenciesRecursively: false,
    },
  ];
}
