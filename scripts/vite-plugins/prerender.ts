/**
 * Pre-renders every public route into the client build, so its first paint needs no JS: builds
 * app/entry-prerender.tsx for Node (same aliases and defines as the client), then runs
 * scripts/prerender/run.ts on it, which fills the built index.html per route. Runs in
 * writeBundle, so the HTML files exist before vite-plugin-pwa's closeBundle globs its precache
 * manifest and before precompress writes their .br/.gz siblings.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

const run = promisify(execFile);

export const PRERENDER_ENTRY = 'app/entry-prerender.tsx';

const SCREEN_MODULE = /[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx$/;

/** Each screen module's chunk in the client build: `{ home: '/assets/home-x.js' }`. */
export function screenChunks(bundle: Rolldown.OutputBundle, base: string): Record<string, string> {
  const chunks: Record<string, string> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.isDynamicEntry) continue;
    const name = output.facadeModuleId?.match(SCREEN_MODULE)?.[1];
    if (name) chunks[name] = `${base}${output.fileName}`;
  }
  return chunks;
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
        // One folder per client build folder, so builds into different folders never collide.
        const ssrDir = resolve(
          root,
          '.tmp/prerender',
          relative(root, outDir).replace(/[\\/.]+/g, '-') || 'root',
        );
        await build({
          configFile: false,
          root,
          mode: config.mode,
          logLevel: 'warn',
          resolve: { alias: config.resolve.alias },
          define: config.define,
          plugins: [react()],
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
        const screens = resolve(ssrDir, 'screens.json');
        await writeFile(screens, JSON.stringify(screenChunks(bundle, config.base)));
        const { stdout } = await run(
          process.execPath,
          [
            '--import',
            'tsx',
            resolve(root, 'scripts/prerender/run.ts'),
            resolve(ssrDir, 'entry-prerender.js'),
            outDir,
            new URL(publicUrl).origin,
            screens,
          ],
          { cwd: root, maxBuffer: 16 * 1024 * 1024 },
        );
        this.info(stdout.trim());
      },
    },
  };
}
