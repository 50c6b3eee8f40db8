// The built PWA as this origin serves it: files with cache rules and compressed siblings, each
// pre-rendered page with fresh form keys, the shell for app routes and a plain 404 for files; and
// the pages rendered again when the catalogue they show changes.
export { BUILD_MISSING, explainMissingBuild, hasBuild, serveBuiltApp } from './static-files';
export { buildRenderer } from './build-rerender';
export { startPageRerender, type PageRerender } from './page-rerender';
