import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, signedInApi } from './session';

export { signedInApi };

export interface ArtworkJson {
  id: number;
  artistId: number;
  title: string;
}
interface StockJson {
  type: 'original' | 'print';
  isAvailable: boolean;
  quantity: number;
  price: number;
}

/** A new collector account (so a journey starts with an empty cart); returns its email. */
export async function registerCollector(baseURL: string, firstName: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `${firstName.toLowerCase()}-${tag}@example.test`;
  const res = await api.post('/api/auth/register', {
    data: {
      firstName,
      lastName: 'Buyer',
      username: `${firstName.toLowerCase()}_${tag}`,
      email,
      password: DEMO_PASSWORD,
      role: 'user',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await api.dispose();
  return email;
}

/** An approved artwork of `artistId` whose original is for sale, with its price. */
export async function originalForSale(
  api: APIRequestContext,
  artistId: number,
  except: number[] = [],
): Promise<ArtworkJson & { price: number }> {
  const artworks: ArtworkJson[] = await (
    await api.get(`/api/artworks?artistId=${artistId}&approved=true&limit=48`)
  ).json();
  for (const artwork of artworks.filter((a) => !except.includes(a.id))) {
    const stock: StockJson[] = await (await api.get(`/api/stock?artworkId=${artwork.id}`)).json();
    const original = stock.find((s) => s.type === 'original' && s.isAvailable && s.quantity > 0);
    if (original) return { ...artwork, price: original.price };
  }
  throw new Error(`No artwork of artist ${artistId} with an available original`);
}

/** An approved artwork of `artistId` offering print-on-demand products, offering one if none does. */
export async function artworkWithPrints(api: APIRequestContext, artistId: number): Promise<ArtworkJson> {
  const artworks: ArtworkJson[] = await (
    await api.get(`/api/artworks?artistId=${artistId}&approved=true`)
  ).json();
  for (const artwork of artworks) {
    const products: unknown[] = await (await api.get(`/api/pod-products?artworkId=${artwork.id}`)).json();
    if (products.length) return artwork;
  }
  const artwork = artworks[0]!;
  const catalogue: Array<{ external_id: string; variants: unknown[] }> = await (
    await api.get('/api/printful/products')
  ).json();
  const product = catalogue.find((p) => p.variants.length > 1) ?? catalogue[0]!;
  const created = await api.post('/api/pod-products', {
    data: { artworkId: artwork.id, externalId: product.external_id },
  });
  expect(created.status()).toBe(201);
  return artwork;
}
