import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createArtwork, imageForm } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import type { TestClient } from '../test/test-client';
import { signedArtist, signedUser, type Signed } from '../modules/artworks/artworks.test-world';
import type { FixtureUser } from '../test/fixtures';

let t: TestApp;
let anon: TestClient;
let collector: Signed<FixtureUser>;
let otherArtist: Signed<FixtureUser & { artistId: number }>;
let admin: Signed<FixtureUser>;
beforeAll(async () => {
  t = await createTestApp();
  anon = t.client();
  collector = await signedUser(t, 'user');
  otherArtist = await signedArtist(t);
  admin = await signedUser(t, 'admin');
});
afterAll(() => t.close());

const PUBLIC_CACHING = 'public, max-age=31536000, immutable';
const PRIVATE_CACHING = 'private, no-store';

/**
 * A fresh artist (approved) with an approved artwork and one uploaded image. Nothing has loaded
 * the image yet, so what a test changes before its first load is what the first load sees.
 */
async function artworkWithImage() {
  const owner = await signedArtist(t);
  const { id } = await createArtwork(t.db.knex, owner.artistId);
  const res = await owner.client.request('POST', `/api/artworks/${id}/images`, {
    form: await imageForm({}, 1),
  });
  expect(res.status).toBe(201);
  const image = res.body.images[0] as { id: number; imageUrl: string; variants: Array<{ url: string }> };
  return { owner, artworkId: id, image, urls: image.variants.map((v) => v.url) };
}

/** Status and Cache-Control of one URL as seen by each viewer. */
async function seenBy(url: string, owner: TestClient) {
  const viewers: Record<string, TestClient> = {
    anon,
    collector: collector.client,
    otherArtist: otherArtist.client,
    owner,
    admin: admin.client,
  };
  const seen: Record<string, number> = {};
  const caching: Record<string, string | null> = {};
  for (const [name, client] of Object.entries(viewers)) {
    const res = await client.get(url);
    seen[name] = res.status;
    caching[name] = res.headers.get('cache-control');
  }
  return { seen, caching };
}

const ONLY_OWNER_AND_ADMIN = { anon: 404, collector: 404, otherArtist: 404, owner: 200, admin: 200 };
const EVERYONE = { anon: 200, collector: 200, otherArtist: 200, owner: 200, admin: 200 };
const NO_ONE = { anon: 404, collector: 404, otherArtist: 404, owner: 404, admin: 404 };

const storageKey = (url: string) => url.replace(/^\/uploads\//, '');

describe('GET /uploads/* of artwork images', () => {
  it('serves an approved artwork of an approved artist to everyone, cached for a year', async () => {
    const { owner, image } = await artworkWithImage();
    const { seen, caching } = await seenBy(image.imageUrl, owner.client);
    expect(seen).toEqual(EVERYONE);
    expect(new Set(Object.values(caching))).toEqual(new Set([PUBLIC_CACHING]));
    const res = await anon.get(image.imageUrl);
    expect(res.headers.get('content-type')).toBe('image/webp');
  });

  it.each(['pending', 'rejected'])(
    'serves a %s artwork only to its artist and admins, privately',
    async (status) => {
      const { owner, artworkId, urls } = await artworkWithImage();
      await t.db.knex('artworks').where({ id: artworkId }).update({ approval_status: status });
      for (const url of urls) {
        const { seen, caching } = await seenBy(url, owner.client);
        expect(seen).toEqual(ONLY_OWNER_AND_ADMIN);
        expect(new Set(Object.values(caching))).toEqual(new Set([PRIVATE_CACHING]));
      }
    },
  );

  it('stops serving a revoked artwork (approved, then revoked by an admin) to the public', async () => {
    const { owner, artworkId, image } = await artworkWithImage();
    const revoke = await admin.client.patch(`/api/artworks/${artworkId}/approve`, { approved: false });
    expect(revoke.status).toBe(200);
    expect((await seenBy(image.imageUrl, owner.client)).seen).toEqual(ONLY_OWNER_AND_ADMIN);
  });

  it('hides every artwork image of an artist whose approval is revoked, but not from the artist or admins', async () => {
    const { owner, image } = await artworkWithImage();
    const revoke = await admin.client.patch(`/api/artists/${owner.artistId}/approve`, { approved: false });
    expect(revoke.status).toBe(200);
    expect((await seenBy(image.imageUrl, owner.client)).seen).toEqual(ONLY_OWNER_AND_ADMIN);
  });

  it('hides the images of an artist still pending approval', async () => {
    const { owner, image } = await artworkWithImage();
    await t.db.knex('artists').where({ id: owner.artistId }).update({ approval_status: 'pending' });
    expect((await seenBy(image.imageUrl, owner.client)).seen).toEqual(ONLY_OWNER_AND_ADMIN);
  });

  it('a deleted artwork: its images answer 404 to everyone and their files are removed', async () => {
    const { owner, artworkId, urls } = await artworkWithImage();
    expect((await owner.client.delete(`/api/artworks/${artworkId}`)).status).toBe(204);
    for (const url of urls) expect((await seenBy(url, owner.client)).seen).toEqual(NO_ONE);
    await vi.waitFor(async () => {
      for (const url of urls) expect(await t.storage.get(storageKey(url))).toBeNull();
    });
  });

  it('an image removed from an artwork: 404 to everyone and its files are removed; the others stay', async () => {
    const { owner, artworkId, image } = await artworkWithImage();
    const more = await owner.client.request('POST', `/api/artworks/${artworkId}/images`, {
      form: await imageForm({}, 1),
    });
    const kept = more.body.images[1] as { imageUrl: string };
    const form = await imageForm({ images: [{ id: image.id, remove: true }] }, 0);
    const res = await owner.client.request('PATCH', `/api/artworks/${artworkId}`, { form });
    expect(res.status).toBe(200);
    expect((await seenBy(image.imageUrl, owner.client)).seen).toEqual(NO_ONE);
    await vi.waitFor(async () => expect(await t.storage.get(storageKey(image.imageUrl))).toBeNull());
    expect((await anon.get(kept.imageUrl)).status).toBe(200);
  });

  it('answers 404 for a key no image row stores, even when the file exists', async () => {
    await t.storage.put('artworks/stray/0f0f0f0f-640.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    expect((await admin.client.get('/uploads/artworks/stray/0f0f0f0f-640.webp')).status).toBe(404);
    expect((await anon.get('/uploads/artworks/stray/0f0f0f0f-640.webp')).status).toBe(404);
  });
});

describe('GET /uploads/* of artist images', () => {
  async function artistWithImage(approval: 'approved' | 'pending') {
    const owner = await signedArtist(t);
    const form = await imageForm({ bio: 'Painter of tides.' }, 1);
    const res = await owner.client.request('PATCH', `/api/artists/${owner.artistId}`, { form });
    expect(res.status).toBe(200);
    const images = await t.db.knex('artist_images').where({ artist_id: owner.artistId }).select('id');
    const url = res.body.profileImageUrl as string;
    await t.db.knex('artists').where({ id: owner.artistId }).update({ approval_status: approval });
    return { owner, url, imageId: images[0]!.id as number };
  }

  it("serves an approved artist's image to everyone, cached for a year", async () => {
    const { owner, url } = await artistWithImage('approved');
    const { seen, caching } = await seenBy(url, owner.client);
    expect(seen).toEqual(EVERYONE);
    expect(caching.anon).toBe(PUBLIC_CACHING);
  });

  it("serves a pending artist's image only to the artist and admins", async () => {
    const { owner, url } = await artistWithImage('pending');
    const { seen, caching } = await seenBy(url, owner.client);
    expect(seen).toEqual(ONLY_OWNER_AND_ADMIN);
    expect(caching.owner).toBe(PRIVATE_CACHING);
  });

  it('a deleted artist image: 404 to everyone and its files are removed', async () => {
    const { owner, url, imageId } = await artistWithImage('approved');
    expect((await owner.client.delete(`/api/artist-images/${imageId}`)).status).toBe(204);
    expect((await seenBy(url, owner.client)).seen).toEqual(NO_ONE);
    await vi.waitFor(async () => expect(await t.storage.get(storageKey(url))).toBeNull());
  });
});
