/**
 * Fails the build when two chunks import each other statically. Such a cycle runs one of them
 * before the other has defined its exports: a component read while its module loads is then
 * undefined, and the page fails to hydrate. Manual groups (vendor-chunks.ts, app-chunks.ts) make
 * one easy to create by leaving a library the shell needs in the boot chunk.
 */
import type { Plugin, Rolldown } from 'vite';

/** One cycle of static imports among the bundle's chunks, as file names, or undefined. */
export function findChunkCycle(bundle: Rolldown.OutputBundle): string[] | undefined {
  const imports = new Map<string, string[]>();
  for (const [file, output] of Object.entries(bundle)) {
    if (output.type === 'chunk') imports.set(file, output.imports);
  }
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return undefined;
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return undefined;
  };
  for (const file of imports.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

export function noChunkCycles(): Plugin {
  return {
    name: 'club:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const cycle = findChunkCycle(bundle);
      if (cycle) this.error(`Chunks import each other statically: ${cycle.join(' -> ')}`);
    },
  };
}
