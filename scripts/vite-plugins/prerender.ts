/**
 * Pre-renders every public route into the client build, so its first paint needs no JS: builds
 * app/entry-prerender.tsx for Node (same aliases and defines as the client), then runs
 * scripts/prerender/run.ts on it, which fills the built index.html per route. Runs in
 * writeBundle, so the HTML files exist before vite-plugin-pwa's closeBundle globs its precache
 * manifest and before precompress writes their .br/.gz siblings.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type { ScreenChunk } from '../prerender/page-html';
import { renderDirOf, renderFiles, type RenderBuild } from '../../shared/render-files';

const run = promisify(execFile);

export const PRERENDER_ENTRY = 'app/entry-prerender.tsx';

const SCREEN_MODULE = /[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx$/;

const BOOT_MODULE = /[\\/]app[\\/]boot\.tsx$/;

/**
 * Each screen module's chunk in the client build, with every chunk the boot and the screen import
 * at any depth: `{ home: { chunk: '/assets/home-x.js', preload: ['boot-y.js', …] } }`.
 */
export function screenChunks(
  bundle: Rolldown.OutputBundle,
  base: string,
): Record<string, ScreenChunk> {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  /** Every chunk `fileName` imports statically, itself included. */
  const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(fileName)) return seen;
    seen.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const boot = [...chunks.values()].find(
    (c) => c.facadeModuleId && BOOT_MODULE.test(c.facadeModuleId),
  );
  if (!boot) throw new Error('The client build has no chunk for app/boot.tsx');
  const booted = closure(boot.fileName);
  const screens: Record<string, ScreenChunk> = {};
  for (const output of chunks.values()) {
    if (!output.isDynamicEntry) continue;
    const name = output.facadeModuleId?.match(SCREEN_MODULE)?.[1];
    if (!name) continue;
    const needed = new Set([...booted, ...closure(output.fileName)]);
    needed.delete(output.fileName);
    // The entry is what reads the list: it has run by then.
    for (const file of needed) if (chunks.get(file)?.isEntry) needed.delete(file);
    screens[name] = {
      chunk: `${base}${output.fileName}`,
      // Beside the screen's chunk, so a name is enough.
      preload: [...needed].map((file) => file.slice(file.lastIndexOf('/') + 1)).sort(),
    };
  }
  return screens;
}

export function prerender(publicUrl: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'club:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      async handler(_options, bundle) {
        if (config.build.ssr) return;
        const root = config.root;
        const outDir = resolve(root, config.build.outDir);
        // Beside the build, for the server too: it renders the pages again after a catalogue change.
        const ssrDir = renderDirOf(outDir);
        await build({
          configFile: false,
          root,
          mode: config.mode,
          logLevel: 'warn',
          resolve: { alias: config.resolve.alias },
          define: config.define,
          plugins: [react()],
          // The client build has public/ already; this folder holds the renderer alone.
          publicDir: false,
          build: {
            ssr: PRERENDER_ENTRY,
            outDir: ssrDir,
            emptyOutDir: true,
            target: 'node20',
            minify: false,
            sourcemap: false,
            rolldownOptions: { output: { entryFileNames: 'entry-prerender.js' } },
          },
        });
        const files = renderFiles(outDir);
        const screens = files.screens;
        await writeFile(screens, JSON.stringify(screenChunks(bundle, config.base)));
        const origin = new URL(publicUrl).origin;
        await writeFile(files.build, JSON.stringify({ origin } satisfies RenderBuild));
        const { stdout } = await run(
          process.execPath,
          [
            '--import',
            'tsx',
            resolve(root, 'scripts/prerender/run.ts'),
            files.entry,
            outDir,
            origin,
            screens,
          ],
          { cwd: root, maxBuffer: 16 * 1024 * 1024 },
        );
        this.info(stdout.trim());
      },
    },
  };
}
