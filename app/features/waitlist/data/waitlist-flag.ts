/** Spec 2.10: the browser-stored flag that unlocks the trust documents once the visitor joined. */
export const WAITLIST_JOINED_KEY = 'waitlistJoined';

export function markWaitlistJoined() {
  try {
    localStorage.setItem(WAITLIST_JOINED_KEY, 'true');
  } catch {
    // Storage can be full or blocked (private modes): the join itself still succeeded.
  }
}
