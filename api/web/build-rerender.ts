/**
 * The page renderer of the build the server serves: the child process of
 * scripts/prerender/rerender.ts with the build's SSR entry, screens and origin
 * (shared/render-files.ts), or null for a build made before the server could render its pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderFiles, type RenderBuild } from '@shared/render-files';
import { renderInChild, type RenderCommand } from './page-rerender';

const SCRIPT = fileURLToPath(new URL('../../scripts/prerender/rerender.ts', import.meta.url));

export function buildRenderer(staticDir: string): RenderCommand | null {
  const files = renderFiles(staticDir);
  if (![files.entry, files.screens, files.build].every((file) => existsSync(file))) return null;
  const { origin } = JSON.parse(readFileSync(files.build, 'utf8')) as RenderBuild;
  return renderInChild({
    file: process.execPath,
    args: [
      '--import',
      import.meta.resolve('tsx'),
      SCRIPT,
      files.entry,
      staticDir,
      origin,
      files.screens,
    ],
  });
}
