/**
 * An HTML answer made per request (a page with fresh form keys, a form given back): compressed
 * here with the fastest good setting, since it cannot be compressed ahead like the build's files.
 */
import type { Context } from 'hono';
import { compressBody, pickEncoding } from './content-encoding';

export interface HtmlResponseOptions {
  status?: number;
  cacheControl: string;
  headers?: Record<string, string>;
}

export function htmlResponse(
  c: Context,
  html: string,
  { status = 200, cacheControl, headers = {} }: HtmlResponseOptions,
): Response {
  const plain = new TextEncoder().encode(html);
  const encoding = pickEncoding(c.req.header('Accept-Encoding'));
  const body = encoding ? compressBody(plain, encoding) : plain;
  const all = new Headers({
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cacheControl,
    'Content-Length': String(body.byteLength),
    // The same URL answers brotli, gzip or plain bytes by Accept-Encoding.
    Vary: 'Accept-Encoding',
  });
  if (encoding) all.set('Content-Encoding', encoding);
  return new Response(body, { status, headers: all });
}
