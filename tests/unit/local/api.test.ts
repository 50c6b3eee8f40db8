import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, apiRead, apiRequest } from '@app/local/api';
import { json, networkDown, stubFetch } from './fake-server';

describe('apiRequest', () => {
  it('sends credentials and a JSON body, and parses the JSON answer', async () => {
    const requests = stubFetch(() => json(201, { id: 7 }));
    const result = await apiRequest<{ id: number }>('/api/waitlist', {
      method: 'POST',
      body: { email: 'a@b.co' },
    });
    expect(result).toEqual({ id: 7 });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.credentials).toBe('include');
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ email: 'a@b.co' });
  });

  it('sends a FormData body as multipart, leaving its Content-Type to fetch', async () => {
    const sent: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
      sent.push(init);
      return json(200, { avatarUrl: '/uploads/avatars/a.webp' });
    });
    const form = new FormData();
    form.append('avatar', new Blob(['img'], { type: 'image/png' }), 'a.png');
    const result = await apiRequest('/api/upload/avatar', { method: 'POST', body: form });
    expect(result).toEqual({ avatarUrl: '/uploads/avatars/a.webp' });
    expect(sent[0]?.body).toBe(form);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.credentials).toBe('include');
    // fetch adds "multipart/form-data; boundary=...": a Content-Type set here would lose the boundary.
    expect(new Headers(sent[0]?.headers).has('content-type')).toBe(false);
  });

  it('can say JSON without sending a body (spec 7: the book checkout)', async () => {
    const sent: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
      sent.push(init);
      return json(200, { url: '/checkout/demo/x' });
    });
    await apiRequest('/api/create-book-checkout-session', {
      method: 'POST',
      jsonContentType: true,
    });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toBeUndefined();
    expect(new Headers(sent[0]?.headers).get('content-type')).toBe('application/json');
  });

  it('defaults to GET without a body or content type', async () => {
    const requests = stubFetch(() => json(200, []));
    await apiRequest('/api/jets');
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.headers.has('content-type')).toBe(false);
  });

  it('returns null for an empty successful body', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    expect(await apiRequest('/api/user/select-destination', { body: {} })).toBeNull();
  });

  it('builds the error message from the status and the body text', async () => {
    const body = { message: 'Invalid request', issues: { email: 'Invalid email address' } };
    stubFetch(() => json(400, body));
    const err = await apiRequest('/api/waitlist', { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const apiError = err as ApiError;
    expect(apiError.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(400);
    expect(apiError.body).toEqual(body);
    expect(apiError.text).toBe(JSON.stringify(body));
  });

  it('falls back to the status text when the error body is empty', async () => {
    stubFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('/api/jets')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('reads `error` when an error body has no `message`', async () => {
    stubFetch(() => json(409, { error: 'Already on the list' }));
    const err = (await apiRequest('/api/waitlist', { body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(err.body?.message).toBe('Already on the list');
  });

  it('keeps a non-JSON error body as text only', async () => {
    stubFetch(
      () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const err = (await apiRequest('/api/jets').catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe('502: <h1>Bad gateway</h1>');
    expect(err.body).toBeNull();
  });

  it('turns a failed fetch into a NetworkError', async () => {
    stubFetch(networkDown);
    const err = await apiRequest('/api/jets').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(err).not.toBeInstanceOf(ApiError);
  });

  it('lets an abort through as an abort, not a network error', async () => {
    stubFetch(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const err = await apiRequest('/api/jets').catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(NetworkError);
    expect((err as Error).name).toBe('AbortError');
  });
});

describe('apiRead', () => {
  it('yields null on 401', async () => {
    stubFetch(() => json(401, { message: 'Unauthorized' }));
    expect(await apiRead('/api/auth/user')).toBeNull();
  });

  it('returns the data on success', async () => {
    stubFetch(() => json(200, { id: 'u1' }));
    expect(await apiRead('/api/auth/user')).toEqual({ id: 'u1' });
  });

  it('still throws other failures', async () => {
    stubFetch(() => json(500, { message: 'Internal Server Error' }));
    await expect(apiRead('/api/auth/user')).rejects.toBeInstanceOf(ApiError);
  });
});
