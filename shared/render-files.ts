/**
 * Where a build keeps what renders its pages (the SSR entry built for Node and its screens' chunk
 * list): beside the build folder, never in it, so no one downloads server code. The build writes
 * them (scripts/vite-plugins/prerender.ts); the server renders the pages again with them
 * (api/web/page-rerender.ts).
 */
import { join } from 'node:path';

export const renderDirOf = (buildDir: string): string =>
  `${buildDir.replace(/[\\/]+$/, '')}-render`;

export const renderFiles = (buildDir: string) => ({
  entry: join(renderDirOf(buildDir), 'entry-prerender.js'),
  screens: join(renderDirOf(buildDir), 'screens.json'),
  /** `{ "origin": "https://…" }`: the public origin the build's pages name (canonical links) */
  build: join(renderDirOf(buildDir), 'build.json'),
});

export interface RenderBuild {
  origin: string;
}
