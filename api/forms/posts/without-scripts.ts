/**
 * A refused form's page is answered at the form's action (`/api/forms/<name>`), not at its own
 * address, so the app must not boot on it: its router would find no screen for that path and
 * draw the 404 page over the refilled form, and a hydration would throw the summary away. The
 * person got here without the app anyway (JavaScript off, or its code failed to arrive), so the
 * answer is the page as plain HTML: no module, no preloads, and no early-events script, which
 * would otherwise hold the next submit for an app that never comes. The JSON data blocks stay
 * (inert). The form posts to the server again, and the page it lands on boots as usual.
 */
const SCRIPT = /<script\b(?![^>]*\btype="application\/json")[^>]*>[\s\S]*?<\/script>\s*/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi;

export const withoutScripts = (html: string): string =>
  html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '');
