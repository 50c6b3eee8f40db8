/**
 * Spec 2.10: the browser-stored flag that unlocks the trust documents once the visitor joined.
 * Lives in app/lib so the waitlist (which sets it) and the trust page (which reads it) share it
 * without one feature importing another.
 */
export const WAITLIST_JOINED_KEY = 'waitlistJoined';

export function markWaitlistJoined() {
  try {
    localStorage.setItem(WAITLIST_JOINED_KEY, 'true');
  } catch {
    // Storage can be full or blocked (private modes): the join itself still succeeded.
  }
}

/** True only when the stored flag is exactly the string 'true'. */
export function hasJoinedWaitlist(): boolean {
  try {
    return localStorage.getItem(WAITLIST_JOINED_KEY) === 'true';
  } catch {
    return false;
  }
}
