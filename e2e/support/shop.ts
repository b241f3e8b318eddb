import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { createArtwork, type ArtworkJson } from './artworks';
import { DEMO_PASSWORD, signedInApi } from './session';

export { signedInApi };
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
  // The suite's journeys sell the demo artist's originals one after another: when none is left, the
  // artist lists a new artwork (its original in stock at its price) and the admin approves it.
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4300}`;
  const artwork = await createArtwork(api, { title: `Harbour study ${Date.now().toString(36)}`, price: 240 });
  expect(artwork.artistId, `a new artwork of artist ${artistId}`).toBe(artistId);
  const admin = await signedInApi(baseURL, 'admin@atelier.test');
  const approved = await admin.patch(`/api/artworks/${artwork.id}/approve`, { data: { approved: true } });
  expect(approved.ok(), await approved.text()).toBe(true);
  await admin.dispose();
  return { ...artwork, price: 240 };
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
