import { describe, expect, it } from 'vitest';
import { parseUrlEncoded, readFormBody } from '@api/forms/posts/read-body';

const bytes = (text: string) => new TextEncoder().encode(text);
const read = (text: string) => {
  const body = parseUrlEncoded(bytes(text));
  return body.kind === 'unsupported'
    ? body
    : { kind: body.kind, values: Object.fromEntries(body.values) };
};

describe('parseUrlEncoded', () => {
  it('reads what browsers send: + for spaces, percent-escapes, UTF-8', () => {
    expect(read('firstName=Ame+lia&note=%3Cb%3E+%26+%C3%A9%F0%9F%98%80&empty=&bare')).toEqual({
      kind: 'read',
      values: { firstName: 'Ame lia', note: '<b> & é😀', empty: '', bare: '' },
    });
  });

  it('keeps the first value of a repeated name, and skips empty pairs', () => {
    expect(read('a=1&&a=2&b=3&')).toEqual({ kind: 'read', values: { a: '1', b: '3' } });
  });

  it.each(['a=%', 'a=%zz', 'a=%C3%28', 'a=%ED%A0%80', '%=x'])('calls %j malformed', (text) => {
    expect(read(`${text}&ok=yes`)).toEqual({ kind: 'malformed', values: { ok: 'yes' } });
  });

  it('calls raw bytes that are not UTF-8 malformed', () => {
    expect(parseUrlEncoded(new Uint8Array([0x61, 0x3d, 0xff])).kind).toBe('malformed');
  });
});

describe('readFormBody', () => {
  const request = (body: BodyInit, type?: string) =>
    new Request('http://x/', {
      method: 'POST',
      body,
      headers: type ? { 'Content-Type': type } : {},
    });

  it('reads urlencoded with a charset, and multipart without its files', async () => {
    const form = await readFormBody(
      request('a=1', 'application/x-www-form-urlencoded; charset=UTF-8'),
    );
    expect(form).toEqual({ kind: 'read', values: new Map([['a', '1']]) });
    const data = new FormData();
    data.set('a', 'x');
    data.set('file', new Blob(['y']), 'y.txt');
    expect(await readFormBody(request(data))).toEqual({
      kind: 'read',
      values: new Map([['a', 'x']]),
    });
  });

  it('calls a broken multipart body malformed, and other types unsupported', async () => {
    const broken = await readFormBody(request('nope', 'multipart/form-data; boundary=x'));
    expect(broken.kind).toBe('malformed');
    expect((await readFormBody(request('{}', 'application/json'))).kind).toBe('unsupported');
    expect((await readFormBody(request('a=1', 'text/plain'))).kind).toBe('unsupported');
  });
});
