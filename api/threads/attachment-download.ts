/**
 * A stored file as an answer, the same to the member and to staff: its stored type, never
 * sniffed (nosniff); a picture shown inline, a PDF downloaded (Content-Disposition: attachment);
 * both in a sandbox with nothing allowed, so a crafted file opened on our origin runs nothing.
 * Never kept by a shared cache, nor by the browser: the device may be shared, and sign-out must
 * leave no conversation's files behind.
 */
import type { Context } from 'hono';
import type { ThreadAttachment } from '@shared/threads-api';
import { PRIVATE_NO_STORE } from '../middleware/require-user';

/** RFC 6266 with RFC 8187: a plain-ASCII fallback, and the real name percent-encoded. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function attachmentResponse(c: Context, attachment: ThreadAttachment, bytes: Buffer) {
  const disposition = attachment.kind === 'pdf' ? 'attachment' : 'inline';
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': attachment.contentType,
    'Content-Length': String(bytes.byteLength),
    'Content-Disposition': contentDisposition(disposition, attachment.name),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': PRIVATE_NO_STORE,
  });
}
