import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildUrl, listResult } from './api-client';

function fakeFetch(res: Response) {
  return vi.fn<typeof fetch>(async () => res);
}

describe('apiRequest', () => {
  it('sends JSON with credentials and a JSON content type', async () => {
    const fetch = fakeFetch(new Response('{"ok":true}', { status: 200 }));
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.c', password: 'x' }, { fetch });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"email":"a@b.c","password":"x"}');
  });

  it('passes FormData through without a JSON content type', async () => {
    const fetch = fakeFetch(new Response(null, { status: 204 }));
    const form = new FormData();
    form.append('bio', 'hello');
    await apiRequest('PATCH', '/api/artists/1', form, { fetch });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('sends no body and no content type without data', async () => {
    const fetch = fakeFetch(new Response(null, { status: 204 }));
    await apiRequest('POST', '/api/auth/logout', undefined, { fetch });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('adds the Idempotency-Key header when given', async () => {
    const fetch = fakeFetch(new Response('{}', { status: 201 }));
    await apiRequest('POST', '/api/commission-requests', { title: 't' }, { fetch, idempotencyKey: 'k-1' });
    expect((fetch.mock.calls[0]![1]!.headers as Record<string, string>)['Idempotency-Key']).toBe('k-1');
  });

  it('throws "<status>: <body>" and exposes the parsed server error', async () => {
    const body = JSON.stringify({
      message: 'Email is already registered',
      code: 'DUPLICATE',
      fields: { email: 'Taken' },
    });
    const fetch = fakeFetch(new Response(body, { status: 409, statusText: 'Conflict' }));
    const error = await apiRequest('POST', '/api/auth/register', {}, { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`409: ${body}`);
    expect(apiError.status).toBe(409);
    expect(apiError.code).toBe('DUPLICATE');
    expect(apiError.fields).toEqual({ email: 'Taken' });
    expect(apiError.userMessage).toBe('Email is already registered');
  });

  it('uses the status text when the error body is empty', async () => {
    const fetch = fakeFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    const error = (await apiRequest('GET', '/api/stats', undefined, { fetch }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.message).toBe('500: Internal Server Error');
    expect(error.code).toBeUndefined();
    expect(error.userMessage).toBe('Internal Server Error');
  });

  it('keeps a non-JSON error body as the message text', async () => {
    const fetch = fakeFetch(new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await apiRequest('GET', '/api/x', undefined, { fetch }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.message).toBe('502: Bad gateway');
    expect(error.userMessage).toBe('Bad Gateway');
  });
});

describe('lists', () => {
  it('reads X-Total-Count for lists, else counts the items', () => {
    expect(listResult([{ id: 1 }], new Headers({ 'X-Total-Count': '42' }))).toEqual({
      items: [{ id: 1 }],
      total: 42,
      capped: false,
      nextCursor: null,
    });
    expect(listResult([{ id: 1 }, { id: 2 }], new Headers()).total).toBe(2);
  });
});

describe('URLs', () => {
  it('builds query strings from defined params only', () => {
    expect(buildUrl('/api/artworks', { approved: 'true', limit: 3, search: undefined, medium: '' })).toBe(
      '/api/artworks?approved=true&limit=3',
    );
    expect(buildUrl('/api/artworks', { search: 'blue & gold' })).toBe('/api/artworks?search=blue+%26+gold');
    expect(buildUrl('/api/artworks')).toBe('/api/artworks');
  });
});
