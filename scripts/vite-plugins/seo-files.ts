/**
 * robots.txt's Sitemap line pointed at PUBLIC_URL, the site's origin, known only at build time.
 * The sitemap itself is the server's (api/journal/sitemap-routes.ts): its posts come and go.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export function seoFiles(publicUrl: string = DEFAULT_PUBLIC_URL): Plugin {
  const origin = new URL(publicUrl).origin;
  let outDir = '';
  return {
    name: 'club:seo-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Rewrite the copy of public/robots.txt in the output (never the source), once it is there.
    closeBundle: {
      sequential: true,
      async handler() {
        const robots = join(outDir, 'robots.txt');
        const text = await readFile(robots, 'utf8');
        await writeFile(robots, text.replace(/^Sitemap: .*$/m, `Sitemap: ${origin}/sitemap.xml`));
      },
    },
  };
}
