/**
 * What a pre-rendered page was rendered with besides its catalogue: the router state (loader
 * data, errors) for hydrateRoot and the day it was made on (use-today.ts). Carried in the HTML as
 * JSON: an inline script would need a CSP exception, JSON does not.
 */
import type { HydrationState } from 'react-router-dom';

export const PRERENDER_STATE_ID = 'prerender-state';

export interface PrerenderState {
  router: HydrationState;
  /** local YYYY-MM-DD */
  renderedOn: string;
}

/** The page's state, or undefined for the shell (not pre-rendered) or a malformed one. */
export function readPrerenderState(doc: Document): PrerenderState | undefined {
  const text = doc.getElementById(PRERENDER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as Partial<PrerenderState> | null;
    return state?.router && typeof state.renderedOn === 'string'
      ? { router: state.router, renderedOn: state.renderedOn }
      : undefined;
  } catch {
    return undefined;
  }
}

/** JSON safe inside a <script> element: `<` escaped, so no `</script>` or `<!--` can end it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
