import type { AppVersion } from './schemas/app-version';

export type { AppVersion };

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
