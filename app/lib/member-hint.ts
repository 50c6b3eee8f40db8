import { sessionHintPresent } from '@app/local/session/session-hint';

/**
 * Whether the page was drawn for a member before the stored session is read (issue 40): the
 * `signed_in` hint as the early-events script read it while the page was parsed, which is when
 * it pointed the page's member links at their member targets (shared/early-events.ts). The
 * first render takes the same side, or hydrating would find the page different from its render.
 * The pre-render has no visitor to ask: it draws every page for one who is signed out.
 */
export function memberHinted(): boolean {
  if (typeof document === 'undefined') return false;
  return window.__early?.m ?? sessionHintPresent();
}
