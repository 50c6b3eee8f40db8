import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** A response's body as text, decoded from the Content-Encoding the server chose. */
export async function bodyOf(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('Content-Encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}
