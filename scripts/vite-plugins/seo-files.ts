/**
 * sitemap.xml from the one list of public routes (shared/public-routes.ts), and robots.txt's
 * Sitemap line pointed at PUBLIC_URL: both need the site's origin, known only at build time.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { sitemapXml } from '../../shared/public-routes';

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
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(origin) });
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
