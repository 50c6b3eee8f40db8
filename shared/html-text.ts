/**
 * Text in and out of our own HTML: what the build (scripts/prerender) and the server (api/forms)
 * write into a page is escaped exactly as React escapes it, and attribute values React wrote are
 * read back to the text they stand for.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** Safe in text and in a double- or single-quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text an attribute value or a run of text stands for (the entities React writes). */
export function decodeHtml(html: string): string {
  return html.replace(/&(?:#x([\da-f]+)|#(\d+)|([a-z]+));/gi, (entity, hex, dec, name) => {
    if (name !== undefined) return NAMED[String(name).toLowerCase()] ?? entity;
    const code = hex !== undefined ? parseInt(String(hex), 16) : Number(dec);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
