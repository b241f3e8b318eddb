import { expect, type APIRequestContext } from '@playwright/test';
import { solidPng } from '../artist/png';

export interface ArtworkJson {
  id: number;
  artistId: number;
  title: string;
  price: number | null;
  images: unknown[];
}

/**
 * A new artwork of the artist `api` is signed in as, created through the API (pending review):
 * in oil, at `price` dollars, with one small photo.
 */
export async function createArtwork(
  api: APIRequestContext,
  { title, price }: { title: string; price: number },
): Promise<ArtworkJson> {
  const mediums = (await (await api.get('/api/mediums')).json()) as { id: number; name: string }[];
  const created = await api.post('/api/artworks', {
    multipart: {
      body: JSON.stringify({
        title,
        mediumId: mediums.find((medium) => medium.name === 'Oil')!.id,
        price,
        images: [{ file: 0, primary: true }],
      }),
      files: { name: 'artwork.png', mimeType: 'image/png', buffer: solidPng(64, 48, [40, 80, 120]) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as ArtworkJson;
}
