/**
 * Reads a plain form post: `application/x-www-form-urlencoded` (what a form sends by default) or
 * `multipart/form-data`. Each name's first value is kept; files are ignored. A body a browser
 * would never send (bad percent-encoding, bytes that are not UTF-8, broken multipart) is
 * "malformed": the fields that could be read still come back, to refill the form.
 */

export type FormBody =
  | { kind: 'read'; values: Map<string, string> }
  | { kind: 'malformed'; values: Map<string, string> }
  | { kind: 'unsupported' };

const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

const decodeComponent = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined; // a stray '%', or percent-escapes that are not UTF-8
  }
};

/** The URL standard's form-urlencoded parser, but refusing what it would silently mangle. */
export function parseUrlEncoded(bytes: Uint8Array): FormBody {
  const values = new Map<string, string>();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { kind: 'malformed', values };
  }
  let malformed = false;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const name = decodeComponent(at < 0 ? pair : pair.slice(0, at));
    const value = decodeComponent(at < 0 ? '' : pair.slice(at + 1));
    if (name === undefined || value === undefined) malformed = true;
    else if (!values.has(name)) values.set(name, value);
  }
  return { kind: malformed ? 'malformed' : 'read', values };
}

async function parseMultipart(request: Request): Promise<FormBody> {
  const values = new Map<string, string>();
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    return { kind: 'malformed', values };
  }
  for (const [name, value] of data) {
    if (typeof value === 'string' && !values.has(name)) values.set(name, value);
  }
  return { kind: 'read', values };
}

export async function readFormBody(request: Request): Promise<FormBody> {
  const mediaType = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType === URLENCODED) return parseUrlEncoded(new Uint8Array(await request.arrayBuffer()));
  if (mediaType === MULTIPART) return parseMultipart(request);
  return { kind: 'unsupported' };
}
