/**
 * Where the browser tests' server listens and keeps its database. E2E_PORT and E2E_DB_PATH
 * override them, so two runs on one machine (or a dev server on 4173) do not share a server.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_DB_PATH = process.env.E2E_DB_PATH ?? '.tmp/e2e/club.db';

/** DEVELOPERS.md: Debian's Chromium with no background traffic on this closed network. */
export { CHROMIUM_ARGS } from '../../../scripts/chromium';
