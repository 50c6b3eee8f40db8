/**
 * The staff console (issue 22) in one chunk: its screens, its feature folder and the table
 * library only it uses. The router's table names every lazy screen's files for preloading, in the
 * shell every page loads; one chunk keeps that list, and so the shell, almost as it was. Staff
 * load the whole console at once, which a back office opened for the day can afford.
 */
import type { Rolldown } from 'vite';

export const CONSOLE_CHUNK_NAME = 'concierge';

export const CONSOLE_CHUNK: Rolldown.CodeSplittingGroup = {
  name: CONSOLE_CHUNK_NAME,
  test: new RegExp(
    [
      'app[\\\\/]features[\\\\/]concierge[\\\\/]',
      'app[\\\\/]routes[\\\\/]concierge[^\\\\/]*\\.tsx?$',
      // The console's wire contract and schemas (the itinerary's body, issue 38; the catalogue
      // editor's, issue 39; the field messages its editor places); the app uses them nowhere else.
      // Not journal-api: the public journal reads its paths too (app/local/catalog), and a page
      // must never wait on the console's chunk, which the worker does not precache.
      'shared[\\\\/](?:concierge-api|catalog-editor-api|schemas[\\\\/](?:concierge[^\\\\/]*|paging|itinerary|catalog-editor|posts|issues))\\.ts$',
      // The table library, and the store shim only it brings.
      'node_modules[\\\\/](?:@tanstack|use-sync-external-store)[\\\\/]',
    ].join('|'),
  ),
  priority: 5,
  // Only these: what the console shares with the site (buttons, dialogs) stays in its own chunks.
  includeDependenciesRecursively: false,
};
