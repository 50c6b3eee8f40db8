/**
 * An unlisted page (shared/public-routes.ts UNLISTED_ROUTES) is pre-rendered like the others but
 * asks search engines to leave it out. The tag goes right after the page's own title, outside the
 * stretches of head the pages share (scripts/prerender/shared-parts.ts), so they stay shared.
 */
const TITLE_END = '</title>';
export const NOINDEX_TAG = '<meta name="robots" content="noindex" />';

export function withNoindex(html: string): string {
  const at = html.indexOf(TITLE_END);
  if (at < 0) throw new Error('An unlisted page has no </title> to put its noindex tag after');
  const end = at + TITLE_END.length;
  return `${html.slice(0, end)}\n    ${NOINDEX_TAG}${html.slice(end)}`;
}
