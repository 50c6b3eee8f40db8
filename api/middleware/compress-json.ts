/**
 * Compresses JSON answers of at least `threshold` bytes with the best encoding the client
 * accepts. Hono's compress() cannot do it: it skips its threshold when there is no
 * Content-Length (c.json sets none), so it would compress even a 40-byte answer. Answers that
 * are already encoded (the catalogue's cached bytes) pass untouched.
 */
import type { MiddlewareHandler } from 'hono';
import { compressBody, pickEncoding, varyOnAcceptEncoding } from '../http/content-encoding';

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i;
/** Below this, the saving is smaller than the headers and the CPU is not worth it. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
const NO_BODY = new Set([101, 204, 205, 206, 304]);

export function compressJson(threshold = COMPRESS_THRESHOLD_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Headers and status only: reading `res.body` would turn @hono/node-server's light
    // response into a full one and cost every answer, compressed or not.
    if (
      c.req.method === 'HEAD' ||
      NO_BODY.has(res.status) ||
      res.headers.has('Content-Encoding') ||
      !JSON_TYPE.test(res.headers.get('Content-Type') ?? '')
    ) {
      return;
    }
    varyOnAcceptEncoding(res.headers);
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (!encoding || length < threshold) return;

    const plain = new Uint8Array(await res.arrayBuffer());
    const encoded = plain.byteLength >= threshold ? compressBody(plain, encoding) : null;
    c.res = new Response(encoded ?? plain, res);
    if (!encoded) return;
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    // A strong ETag names the plain bytes; the compressed ones are only equivalent to them.
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
