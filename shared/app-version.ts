/**
 * Which build is running: written by vite.config.ts into the bundle (__APP_VERSION__) and beside
 * it as /version.json, so an open page can say what the waiting update is.
 */
export interface AppVersion {
  /** package.json's version */
  version: string;
  /** the git short hash of the build, empty outside a git checkout */
  commit: string;
  /** the build's date, YYYY-MM-DD (UTC) */
  builtOn: string;
}

/** 'Version 0.1.0 (d79d32d) of 23 November 2026': the update prompt's one line. */
export function describeVersion({ version, commit, builtOn }: AppVersion): string {
  const date = new Date(`${builtOn}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Version ${version}${commit ? ` (${commit})` : ''} of ${date}`;
}
