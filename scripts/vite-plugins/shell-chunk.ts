/**
 * One chunk for the app's own code that every page runs before it hydrates: the modules the boot
 * imports statically, minus those the entry already holds. Left to automatic splitting they were
 * some twenty small chunks, each a request and a `<link rel=modulepreload>` the entry appends,
 * which together cost a long task on a phone. All of them load with the boot anyway, so merging
 * them adds no byte before hydration, and lazy screens that share one of them find it loaded.
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
 * `boot` is imported dynamically by `entry`, right after the first paint. The group must come
 * after the vendor groups (lower priority), which keep their libraries in chunks of their own.
 */
export function shellChunk(entry: string, boot: string): Rolldown.CodeSplittingGroup {
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
  return {
    name: (id, ctx) => (shellOf(ctx).has(id) ? 'shell' : null),
    debugName: 'shell',
    priority: 0,
    // Its dependencies are in the set already, but for the entry's, which must stay in the entry.
    includeDependenciesRecursively: false,
  };
}
