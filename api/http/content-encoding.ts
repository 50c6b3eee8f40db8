/**
 * Content negotiation for compressed bodies: which encoding a client accepts (brotli first, then
 * gzip) and the compression itself, shared by the JSON middleware and the catalogue cache.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Server preference: brotli is smaller, gzip is understood everywhere. */
const PREFERRED: readonly Encoding[] = ['br', 'gzip'];

/**
 * The answers for the Accept-Encoding values seen last: browsers send a handful of values, each
 * on every request, and parsing one costs more than the rest of a cached catalogue answer. Short
 * values only, and never more than a few: a client that sends a new value each time evicts all.
 */
const chosen = new Map<string, Encoding | null>();
const CHOSEN_MAX = 64;
const CHOSEN_KEY_MAX_LENGTH = 256;

/** The best encoding `Accept-Encoding` allows (q=0 refuses one), or null for the plain body. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const known = chosen.get(acceptEncoding);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(acceptEncoding);
  if (acceptEncoding.length <= CHOSEN_KEY_MAX_LENGTH) {
    if (chosen.size >= CHOSEN_MAX) chosen.clear();
    chosen.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding | null {
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const wildcard = q.get('*') ?? 0;
  return PREFERRED.find((encoding) => (q.get(encoding) ?? wildcard) > 0) ?? null;
}

/** `level` trades CPU for size: per-request bodies use a fast one, cached bodies the best. */
export function compressBody(
  bytes: Uint8Array,
  encoding: Encoding,
  level: 'fast' | 'best' = 'fast',
): Uint8Array<ArrayBuffer> {
  if (encoding === 'gzip') return gzipSync(bytes, { level: level === 'best' ? 9 : 6 });
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: level === 'best' ? 11 : 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** Adds Accept-Encoding to Vary unless it is there already. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
