/** An XML document the server writes from the database (the feed, the sitemap): revalidated by ETag. */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';

export function xmlAnswer(c: Context, xml: string, contentType: string): Response {
  const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
  const headers = { 'Cache-Control': 'no-cache', ETag: etag };
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
  return c.body(xml, 200, { ...headers, 'Content-Type': `${contentType}; charset=utf-8` });
}
