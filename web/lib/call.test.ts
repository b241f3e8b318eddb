import { describe, expect, it, vi } from 'vitest';
import { Endpoints } from '@contract/endpoints';
import { ApiError, EmptyResponseError } from './api-client';
import { call } from './call';

const answer = (body: unknown, init: ResponseInit = {}) =>
  vi.fn<typeof fetch>(async () => new Response(body === null ? null : JSON.stringify(body), init));

describe('call', () => {
  it('GETs a list with its query and reads the total from X-Total-Count', async () => {
    const fetch = answer([{ id: 1 }], { headers: { 'X-Total-Count': '42' } });
    const result = await call(Endpoints.listArtworks, { query: { approved: 'true', limit: 3 } }, { fetch });
    expect(result).toEqual({ items: [{ id: 1 }], total: 42, capped: false, nextCursor: null });
    expect(fetch.mock.calls[0]![0]).toBe('/api/artworks?approved=true&limit=3');
    expect(fetch.mock.calls[0]![1]!.method).toBe('GET');
  });

  it('reads the next cursor and a capped total from the paging headers', async () => {
    const fetch = answer([{ id: 1 }], {
      headers: { 'X-Total-Count': '10000', 'X-Total-Count-Capped': 'true', 'X-Next-Cursor': 'abc_1-2' },
    });
    const result = await call(Endpoints.listArtworks, { query: { cursor: 'xyz' } }, { fetch });
    expect(result).toEqual({ items: [{ id: 1 }], total: 10000, capped: true, nextCursor: 'abc_1-2' });
    expect(fetch.mock.calls[0]![0]).toBe('/api/artworks?cursor=xyz');
  });

  it('counts the items when the total header is missing', async () => {
    const fetch = answer([{ id: 1 }, { id: 2 }]);
    expect((await call(Endpoints.listArtworks, {}, { fetch })).total).toBe(2);
  });

  it('puts params into the path and answers the body', async () => {
    const fetch = answer({ id: 5 });
    await expect(call(Endpoints.getArtwork, { params: { id: 5 } }, { fetch })).resolves.toEqual({ id: 5 });
    expect(fetch.mock.calls[0]![0]).toBe('/api/artworks/5');
  });

  it('treats an empty GET answer as an error, and a refusal as ApiError', async () => {
    await expect(
      call(Endpoints.getArtwork, { params: { id: 5 } }, { fetch: answer(null) }),
    ).rejects.toBeInstanceOf(EmptyResponseError);
    const refused = answer({ message: 'Artwork not found', code: 'NOT_FOUND' }, { status: 404 });
    await expect(
      call(Endpoints.getArtwork, { params: { id: 5 } }, { fetch: refused }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('sends the key and a JSON body for a JSON write', async () => {
    const fetch = answer({ id: 1 }, { status: 201 });
    await call(Endpoints.createOrder, { body: { artworkId: 4, amount: 100 } }, { fetch, key: 'k-1' });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('k-1');
    expect(JSON.parse(String(init.body))).toEqual({ artworkId: 4, amount: 100 });
  });
});
