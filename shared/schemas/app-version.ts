import * as v from 'valibot';

/**
 * Which build is running: written by the build into the bundle (__APP_VERSION__) and beside it
 * as /version.json, which an open page reads to say what the waiting update is.
 */
export const AppVersionSchema = v.object({
  /** package.json's version */
  version: v.string(),
  /** the git short hash of the build, empty outside a git checkout */
  commit: v.string(),
  /** the build's date, YYYY-MM-DD (UTC) */
  builtOn: v.pipe(v.string(), v.isoDate()),
});
export type AppVersion = v.InferOutput<typeof AppVersionSchema>;
