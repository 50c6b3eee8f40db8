/**
 * What a page says after a form post landed on it (`?sent=<form name>`, shared/form-posts.ts):
 * the spec's success words in a notice. It goes before `<div id="root">`, never inside, so
 * React's hydration of the page never meets it. An outcome that moves on after a pause (the
 * giveaway to /challenge, the activation to /activate) also gets a refresh in a `<noscript>`:
 * with JavaScript the app makes that move itself. Without it, /challenge (a script's redirect)
 * would lead nowhere, so the refresh goes straight to the external address it stands for.
 */
import { EXTERNAL_LINK_DEFAULTS, type ExternalLinks } from '@shared/external-links';
import { FORM_OUTCOMES, isFormName } from '@shared/form-posts';
import { withFormStyles } from './form-styles';
import { escapeHtml } from '@shared/html-text';

const ROOT = '<div id="root">';
const HEAD_END = '</head>';
export const NOTICE_CLASS = 'form-notice';

export function sentNoticeHtml(sent: string | undefined): string {
  if (!isFormName(sent)) return '';
  const { title, description } = FORM_OUTCOMES[sent].success;
  return [
    `<div class="${NOTICE_CLASS}" role="status" data-form-notice="${sent}">`,
    `<p class="${NOTICE_CLASS}__title">${escapeHtml(title)}</p>`,
    description ? `<p class="${NOTICE_CLASS}__text">${escapeHtml(description)}</p>` : '',
    '</div>',
  ].join('');
}

/**
 * The page with the notice of `sent` (the query's value), or as it is for anything else. `links`:
 * the external addresses this server's build baked in.
 */
export function withSentNotice(
  html: string,
  sent: string | undefined,
  links: ExternalLinks = EXTERNAL_LINK_DEFAULTS,
): string {
  if (!isFormName(sent)) return html;
  const { next, nextAfterMs, nextOutside } = FORM_OUTCOMES[sent];
  let out = withFormStyles(html.replace(ROOT, () => `${sentNoticeHtml(sent)}${ROOT}`));
  if (next !== undefined && nextAfterMs !== undefined) {
    const url = nextOutside === undefined ? next : links[nextOutside];
    const refresh = `<noscript><meta http-equiv="refresh" content="${nextAfterMs / 1000};url=${escapeHtml(url)}"></noscript>`;
    out = out.replace(HEAD_END, () => `${refresh}${HEAD_END}`);
  }
  return out;
}
