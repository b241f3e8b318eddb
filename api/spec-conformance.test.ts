import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReference, createUser, fileOf, imageBytes } from './test/fixtures';
import { latestToken } from './test/outbox';
import { createTestApp, type TestApp } from './test/test-app';
import type { TestClient } from './test/test-client';

/**
 * A client written from the spec's section 7 alone (issue 23, point 1): every call it lists, with
 * its payloads and wire formats (JSON, or multipart with the spec's field names), in the order of a
 * real session: register, profile with images, artwork with images, approve, request, accept, POD,
 * order, stats. Like the spec's client it sends cookies and treats a non-ok answer as an error
 * `"<status>: <body>"` (section 8), so a refused call fails the test with the server's words.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- the spec's client reads bodies freely, as the test client does */
/** The spec's request helper: JSON bodies with a JSON content type, or multipart as stated. */
class SpecClient {
  constructor(readonly http: TestClient) {}

  async call<T = any>(method: string, path: string, payload?: unknown): Promise<T> {
    const res =
      payload instanceof FormData
        ? await this.http.request<T>(method, path, { form: payload })
        : await this.http.request<T>(method, path, payload === undefined ? {} : { json: payload });
    if (res.status < 200 || res.status > 299) throw new Error(`${res.status}: ${res.text}`);
    return res.body;
  }

  /** GET /api/auth/me: the user, or null when the answer is not ok. */
  async me(): Promise<any> {
    const res = await this.http.get('/api/auth/me');
    return res.status === 200 ? res.body : null;
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** What the spec's forms append: text fields, then each file under `images`. */
async function specForm(fields: Record<string, string>, images: number): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (let i = 0; i < images; i++)
    form.append('images', fileOf(await imageBytes('png', 60 + i, 40), `photo-${i}.png`, 'image/png'));
  return form;
}

let t: TestApp;
let anon: SpecClient;
let artist: SpecClient;
let collector: SpecClient;
let admin: SpecClient;
let mediumId: number;
let specialtyId: number;
const ids = { artist: 0, artistUser: 0, collectorUser: 0, artwork: 0, spare: 0, request: 0 };

beforeAll(async () => {
  t = await createTestApp();
  mediumId = await createReference(t.db.knex, 'mediums', 'Oil');
  specialtyId = await createReference(t.db.knex, 'specialties', 'Abstract');
  await createReference(t.db.knex, 'specialties', 'Portrait');
  const adminUser = await createUser(t.db.knex, { role: 'app_admin' });
  [anon, artist, collector, admin] = [t.client(), t.client(), t.client(), t.client()].map(
    (c) => new SpecClient(c),
  ) as [SpecClient, SpecClient, SpecClient, SpecClient];
  await admin.call('POST', '/api/auth/login', { email: adminUser.email, password: 'demo1234' });
});
afterAll(() => t.close());

const register = (client: SpecClient, username: string, role: 'user' | 'bus_admin') =>
  client.call('POST', '/api/auth/register', {
    username,
    email: `${username}@example.test`,
    password: 'correct-horse-battery',
    firstName: username[0]!.toUpperCase() + username.slice(1),
    lastName: 'Spec',
    role,
  });

describe("a session of the spec's client, call by call (section 7)", () => {
  it('browses signed out: no user, reference data, the print catalogue', async () => {
    expect(await anon.me()).toBeNull();
    for (const path of ['/api/specialties', '/api/mediums', '/api/specialties?activeOnly=true']) {
      expect((await anon.call<Array<{ name: string }>>('GET', path)).map((r) => r.name)).toContain(
        path.includes('special') ? 'Abstract' : 'Oil',
      );
    }
    expect(await anon.call('GET', '/api/mediums?activeOnly=true')).toEqual([
      expect.objectContaining({ id: mediumId, name: 'Oil' }),
    ]);
    const products = await anon.call('GET', '/api/printful/products');
    expect(products[0]).toMatchObject({ external_id: expect.any(String), name: expect.any(String) });
  });

  it('registers an artist and a collector (JSON), each signed in at once', async () => {
    const made = await register(artist, 'painter', 'bus_admin');
    expect(made).toMatchObject({ firstName: 'Painter', role: 'bus_admin' });
    expect(await artist.me()).toMatchObject({ firstName: 'Painter', role: 'bus_admin' });
    ids.artistUser = made.id;
    ids.collectorUser = (await register(collector, 'collector', 'user')).id;
    // Issue 24: an artist submits artworks once the address is confirmed through the mailed link.
    const token = await latestToken(t.db.knex, 'painter@example.test', 'verify_email');
    expect(await anon.call('POST', '/api/auth/verify-email', { token })).toMatchObject({
      outcome: 'verified',
    });
    expect(await artist.me()).toMatchObject({ emailVerified: true });
  });

  it('updates the artist profile with images: multipart, JSON-text specialties and social links', async () => {
    const [own] = await artist.call('GET', `/api/artists?userId=${ids.artistUser}`);
    expect(own).toMatchObject({ approvalStatus: 'pending' });
    ids.artist = (await artist.call('GET', '/api/artists/me')).id;
    expect(ids.artist).toBe(own.id);
    const form = await specForm(
      {
        bio: 'I paint the light on water.',
        portfolioUrl: 'https://painter.example.test',
        specialties: JSON.stringify(['Abstract', 'Portrait']),
        socialLinks: JSON.stringify({ instagram: '@painter', website: 'https://painter.example.test' }),
        'imageDescriptions[0]': 'Me in the studio',
        'imageTypes[0]': 'profile',
        'imageTypes[1]': 'studio',
      },
      2,
    );
    await artist.call('PATCH', `/api/artists/${ids.artist}`, form);
    const profile = await artist.call('GET', `/api/artists/${ids.artist}`);
    expect(profile).toMatchObject({
      bio: 'I paint the light on water.',
      portfolioUrl: 'https://painter.example.test',
      specialties: ['Abstract', 'Portrait'],
      socialLinks: { instagram: '@painter', website: 'https://painter.example.test' },
    });
    const images = await artist.call('GET', `/api/artist-images?artistId=${ids.artist}`);
    expect(images.map((i: { imageType: string }) => i.imageType).sort()).toEqual(['profile', 'studio']);
    expect(images.find((i: { imageType: string }) => i.imageType === 'profile').description).toBe(
      'Me in the studio',
    );
    const studio = images.find((i: { imageType: string }) => i.imageType === 'studio');
    expect(await artist.call('PATCH', `/api/artist-images/${studio.id}/set-profile`)).toMatchObject({
      id: studio.id,
      isProfileImage: true,
    });
  });

  it('creates a profile for an artist who has none: POST /api/artists, multipart', async () => {
    const user = await createUser(t.db.knex, { role: 'bus_admin' });
    const newcomer = new SpecClient(t.client());
    await newcomer.call('POST', '/api/auth/login', { email: user.email, password: 'demo1234' });
    const form = await specForm(
      { bio: 'Ink and paper.', specialties: JSON.stringify(['Abstract']), socialLinks: JSON.stringify({}) },
      1,
    );
    await newcomer.call('POST', '/api/artists', form);
    const mine = await newcomer.call('GET', '/api/artists/me');
    expect(mine).toMatchObject({
      bio: 'Ink and paper.',
      specialties: ['Abstract'],
      approvalStatus: 'pending',
    });
    const images = await newcomer.call('GET', `/api/artist-images?artistId=${mine.id}`);
    expect(images).toEqual([expect.objectContaining({ imageType: 'portfolio' })]);
  });

  it('lets the admin see the artist users and approve the artist', async () => {
    const users = await admin.call('GET', '/api/admin/artist-users');
    expect(users).toContainEqual(expect.objectContaining({ userId: ids.artistUser, artistId: ids.artist }));
    await admin.call('PATCH', `/api/artists/${ids.artist}/approve`, { approved: true });
    const approved = await anon.call('GET', '/api/artists?approved=true&limit=3');
    expect(approved.map((a: { id: number }) => a.id)).toContain(ids.artist);
    expect((await anon.call('GET', '/api/artists')).map((a: { id: number }) => a.id)).toContain(ids.artist);
    expect(await anon.call('GET', `/api/users/${ids.artistUser}`)).toMatchObject({
      firstName: 'Painter',
      username: 'painter',
    });
  });

  it('creates an artwork (JSON), adds images (images + isPrimary_{i}), updates it (multipart)', async () => {
    const created = await artist.call('POST', '/api/artworks', {
      title: 'Harbour at Dusk',
      description: 'Oil on linen, the harbour as the lights come on.',
      mediumId,
      dimensions: '60 x 80 cm',
      price: 480,
      specialtyId,
      artistId: ids.artist,
      imageUrl: '',
    });
    expect(created).toMatchObject({ title: 'Harbour at Dusk', approvalStatus: 'pending', price: 480 });
    ids.artwork = created.id;
    await artist.call(
      'POST',
      `/api/artworks/${ids.artwork}/images`,
      await specForm({ isPrimary_0: 'false', isPrimary_1: 'true' }, 2),
    );
    let images = await artist.call('GET', `/api/artwork-images?artworkId=${ids.artwork}`);
    expect(images).toHaveLength(2);
    expect(images.filter((i: { isPrimary: boolean }) => i.isPrimary)).toHaveLength(1);
    const update = await specForm(
      {
        title: 'Harbour at Dusk II',
        description: 'Oil on linen.',
        mediumId: String(mediumId),
        specialtyId: String(specialtyId),
        dimensions: '60 x 80 cm',
        price: '520.00',
        'imageDescriptions[0]': 'The whole canvas',
        'imagePrimary[0]': 'true',
      },
      1,
    );
    const updated = await artist.call('PATCH', `/api/artworks/${ids.artwork}`, update);
    expect(updated).toMatchObject({ title: 'Harbour at Dusk II', price: 520 });
    images = await artist.call('GET', `/api/artwork-images?artworkId=${ids.artwork}`);
    expect(images).toHaveLength(3);
    const primary = images.filter((i: { isPrimary: boolean }) => i.isPrimary);
    expect(primary).toEqual([expect.objectContaining({ description: 'The whole canvas' })]);
    const own = await artist.call('GET', `/api/artworks?artistId=${ids.artist}`);
    expect(own.map((a: { id: number }) => a.id)).toContain(ids.artwork);
    ids.spare = (
      await artist.call('POST', '/api/artworks', {
        title: 'Study',
        mediumId,
        price: 90,
        artistId: ids.artist,
      })
    ).id;
  });

  it('lets the admin approve the artwork; the public then sees it, its images and stock', async () => {
    expect(
      await admin.call('PATCH', `/api/artworks/${ids.artwork}/approve`, { approved: true }),
    ).toMatchObject({
      approvalStatus: 'approved',
    });
    expect((await admin.call('GET', '/api/artworks')).map((a: { id: number }) => a.id)).toContain(
      ids.artwork,
    );
    const latest = await anon.call('GET', '/api/artworks?approved=true&limit=3');
    expect(latest.map((a: { id: number }) => a.id)).toContain(ids.artwork);
    expect(await anon.call('GET', '/api/artworks?approved=true')).toHaveLength(1);
    expect(await anon.call('GET', `/api/artworks?artistId=${ids.artist}&approved=true`)).toHaveLength(1);
    expect(await anon.call('GET', `/api/artworks/${ids.artwork}`)).toMatchObject({
      title: 'Harbour at Dusk II',
    });
    expect(await anon.call('GET', `/api/artwork-images?artworkId=${ids.artwork}`)).toHaveLength(3);
    expect((await anon.call('GET', '/api/artwork-images')).length).toBeGreaterThanOrEqual(3);
    expect(await anon.call('GET', `/api/stock?artworkId=${ids.artwork}`)).toEqual([
      expect.objectContaining({ type: 'original', price: 520, isAvailable: true }),
    ]);
  });

  it('sends a commission request, which the artist accepts with a quote', async () => {
    const request = await collector.call('POST', '/api/commission-requests', {
      artistId: ids.artist,
      title: 'Our boat at sunset',
      description: 'A small oil painting of our boat in the harbour at sunset.',
      budget: 300,
      preferredMedium: 'Oil',
      dimensions: '30 x 40 cm',
      deadline: '2099-06-01',
      referenceImages: ['https://example.test/boat.jpg'],
    });
    ids.request = request.id;
    expect(await collector.call('GET', `/api/commission-requests?userId=${ids.collectorUser}`)).toEqual([
      expect.objectContaining({ id: ids.request, status: 'pending' }),
    ]);
    const received = await artist.call('GET', `/api/commission-requests?artistId=${ids.artist}`);
    expect(received.map((r: { id: number }) => r.id)).toEqual([ids.request]);
    const accepted = await artist.call('PATCH', `/api/commission-requests/${ids.request}`, {
      status: 'accepted',
      artistNotes: 'Happy to paint it.',
      quotedPrice: 350.5,
      estimatedCompletion: '2099-05-01',
    });
    expect(accepted).toMatchObject({
      status: 'accepted',
      quotedPrice: 350.5,
      artistNotes: 'Happy to paint it.',
    });
  });

  it('sets up print-on-demand and the collector orders a print and the original', async () => {
    const [product] = await artist.call('GET', '/api/printful/products');
    const offer = await artist.call('POST', '/api/pod-products', { artworkId: ids.artwork, ...product });
    expect(offer).toMatchObject({ artworkId: ids.artwork, externalId: product.external_id });
    const [listed] = await anon.call('GET', `/api/pod-products?artworkId=${ids.artwork}`);
    const variant = listed.variants[0];
    await collector.call('POST', '/api/pod-orders', {
      artworkId: ids.artwork,
      variantId: variant.external_id,
      quantity: 2,
      unitPrice: variant.retail_price,
    });
    expect(
      await collector.call('POST', '/api/orders', { artworkId: ids.artwork, amount: 520 }),
    ).toMatchObject({
      artworkId: ids.artwork,
      amount: 520,
    });
  });

  it('lists showcase commissions', async () => {
    await t.db
      .knex('commissions')
      .insert({ artist_id: ids.artist, title: 'Portrait of Ada', is_showcase: true });
    expect(await anon.call('GET', '/api/commissions')).toEqual([
      expect.objectContaining({ title: 'Portrait of Ada' }),
    ]);
    expect(await anon.call('GET', '/api/commissions?showcase=true&limit=2')).toHaveLength(1);
  });

  it('gives the admin the stats', async () => {
    expect(await admin.call('GET', '/api/stats')).toEqual({
      totalArtists: expect.any(Number),
      totalArtworks: expect.any(Number),
      pendingApprovals: expect.any(Number),
      monthlySales: expect.any(Number),
    });
  });

  it('deletes an artwork and an artist image, then logs out', async () => {
    await artist.call('DELETE', `/api/artworks/${ids.spare}`);
    expect(
      (await anon.call('GET', `/api/artworks?artistId=${ids.artist}`)).map((a: { id: number }) => a.id),
    ).toEqual([ids.artwork]);
    const [image] = await artist.call('GET', `/api/artist-images?artistId=${ids.artist}`);
    await artist.call('DELETE', `/api/artist-images/${image.id}`);
    expect(await artist.call('GET', `/api/artist-images?artistId=${ids.artist}`)).toHaveLength(1);
    await artist.call('POST', '/api/auth/logout');
    expect(await artist.me()).toBeNull();
  });
});
