import * as v from 'valibot';
import { ProfileFormSchema, type ProfileFields } from './profile-fields';

/**
 * The copy each waiting profile save started from, by outbox item id: what tells the member's
 * own changes from the server's when a save comes back 412. Kept for the tab's life (a reload
 * included); lost with it, when the whole draft then counts as the member's.
 */
const PREFIX = 'profile-edit-base:';

export function rememberBase(itemId: string, base: ProfileFields): void {
  try {
    sessionStorage.setItem(PREFIX + itemId, JSON.stringify(base));
  } catch {
    // No storage (private mode, a worker): the conflict panel falls back to the whole draft.
  }
}

export function baseOf(itemId: string): ProfileFields | undefined {
  try {
    const parsed = v.safeParse(
      ProfileFormSchema,
      JSON.parse(sessionStorage.getItem(PREFIX + itemId) ?? 'null'),
    );
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

export function forgetBase(itemId: string): void {
  try {
    sessionStorage.removeItem(PREFIX + itemId);
  } catch {
    // nothing stored
  }
}
