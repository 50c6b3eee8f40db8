import * as v from 'valibot';
import { AppVersionSchema, type AppVersion } from '@shared/schemas/app-version';

/**
 * The version of the build the server holds now (/version.json, never precached, never from the
 * HTTP cache); null offline or when the answer is not a version.
 */
export async function fetchServerVersion(): Promise<AppVersion | null> {
  try {
    const res = await fetch('/version.json', { cache: 'no-store' });
    if (!res.ok) return null;
    const parsed = v.safeParse(AppVersionSchema, await res.json());
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
