import { describe, expect, it, vi } from 'vitest';
import { createPrintfulProvider } from './printful-provider';
import { createPrintProvider } from './print-providers';

const LIST = {
  code: 200,
  result: [
    {
      id: 1,
      type: 'POSTER',
      type_name: 'Poster',
      title: 'Enhanced Matte Paper Poster (in)',
      model: 'Poster',
      is_discontinued: false,
    },
    { id: 2, type_name: 'Canvas', title: 'Old canvas', is_discontinued: true },
    { id: 3, type_name: 'Framed poster', model: 'Framed Poster' },
  ],
};
const DETAIL = {
  code: 200,
  result: {
    product: { id: 1, title: 'Enhanced Matte Paper Poster (in)', model: 'Poster' },
    variants: [
      {
        id: 3876,
        product_id: 1,
        name: 'Enhanced Matte Paper Poster (in) (12″×16″)',
        size: '12×16',
        price: '13.50',
        in_stock: true,
      },
      {
        id: 1349,
        product_id: 1,
        name: 'Enhanced Matte Paper Poster (in) (18″×24″)',
        size: '18×24',
        price: '17.955',
        in_stock: true,
      },
      { id: 9999, product_id: 1, name: 'Broken price', price: 'n/a' },
    ],
  },
};

function fakeFetch(routes: Record<string, { status?: number; body: unknown }>) {
  return vi.fn(async (url: string | URL | Request, _init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    const route = routes[path];
    if (!route) return new Response('{"code":404}', { status: 404 });
    return new Response(JSON.stringify(route.body), {
      status: route.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

describe('Printful provider', () => {
  it('lists live catalogue products with Bearer auth, mapped to the spec shape', async () => {
    const fetch = fakeFetch({ '/products': { body: LIST } });
    const provider = createPrintfulProvider({ apiKey: 'secret-key', fetch });
    expect(await provider.listProducts()).toEqual([
      { external_id: '1', name: 'Enhanced Matte Paper Poster (in)', variants: [] },
      { external_id: '3', name: 'Framed Poster', variants: [] },
    ]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('https://api.printful.com/products');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer secret-key');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('maps one product with its variants and retail prices in dollars, dropping unpriced ones', async () => {
    const provider = createPrintfulProvider({
      apiKey: 'k',
      fetch: fakeFetch({ '/products/1': { body: DETAIL } }),
    });
    expect(await provider.getProduct('1')).toEqual({
      external_id: '1',
      name: 'Enhanced Matte Paper Poster (in)',
      variants: [
        { external_id: '3876', name: 'Enhanced Matte Paper Poster (in) (12″×16″)', retail_price: 13.5 },
        { external_id: '1349', name: 'Enhanced Matte Paper Poster (in) (18″×24″)', retail_price: 17.96 },
      ],
    });
  });

  it('answers null for an unknown or malformed id without a call for the malformed one', async () => {
    const fetch = fakeFetch({});
    const provider = createPrintfulProvider({ apiKey: 'k', fetch });
    expect(await provider.getProduct('42')).toBeNull();
    expect(await provider.getProduct('../orders')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('caches answers for a while', async () => {
    let now = 0;
    const fetch = fakeFetch({ '/products': { body: LIST } });
    const provider = createPrintfulProvider({ apiKey: 'k', fetch, cacheMs: 1000, now: () => now });
    await provider.listProducts();
    await provider.listProducts();
    expect(fetch).toHaveBeenCalledTimes(1);
    now = 1001;
    await provider.listProducts();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['an HTTP error (bad key)', fakeFetch({ '/products': { status: 401, body: { code: 401 } } })],
    ['an unexpected body', fakeFetch({ '/products': { body: { result: 'nope' } } })],
    ['a network failure', vi.fn(async () => Promise.reject(new TypeError('fetch failed')))],
  ])('turns %s into a 502 the client can show', async (_label, fetch) => {
    const provider = createPrintfulProvider({ apiKey: 'k', fetch });
    await expect(provider.listProducts()).rejects.toMatchObject({
      status: 502,
      code: 'PROVIDER_UNAVAILABLE',
    });
  });

  it('gives up after its timeout', async () => {
    const hanging = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    const provider = createPrintfulProvider({ apiKey: 'k', fetch: hanging, timeoutMs: 20 });
    await expect(provider.getProduct('1')).rejects.toMatchObject({ status: 502 });
  });
});

describe('createPrintProvider', () => {
  it('uses Printful only when PRINTFUL_API_KEY is set', () => {
    expect(createPrintProvider({ printfulApiKey: 'k' }).name).toBe('printful');
    expect(createPrintProvider({ printfulApiKey: undefined }).name).toBe('catalog');
  });
});
