import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createArtwork, createUser, signIn, type FixtureUser } from '../../test/fixtures';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let artist: FixtureUser & { artistId: number };
let hidden: FixtureUser & { artistId: number };
let asArtist: TestClient;
let asHidden: TestClient;
let asStranger: TestClient;
let senders: TestClient[];
let exampleImage: number;
let strangersImage: number;

const service = (extra: Record<string, unknown> = {}) => ({
  title: 'Pet portraits',
  description: 'A small oil portrait of your pet, head and shoulders.',
  priceMin: 80,
  priceMax: 150,
  turnaroundDays: 21,
  revisionsIncluded: 2,
  usageRights: 'Personal use',
  addOns: [{ name: 'Commercial use', price: 60 }],
  ...extra,
});
const request = (serviceId: number, extra: Record<string, unknown> = {}) => ({
  artistId: artist.artistId,
  serviceId,
  title: 'Rex in his chair',
  description: 'Rex, our old beagle, asleep in his favourite chair.',
  ...extra,
});

async function image(artistId: number): Promise<number> {
  const artwork = await createArtwork(t.db.knex, artistId, { title: 'Sleeping cat' });
  const [row] = await t.db
    .knex('artwork_images')
    .insert({ artwork_id: artwork.id, image_url: 'https://example.com/cat.jpg', is_primary: true })
    .returning('id');
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.knex;
  artist = await createArtist(db, { display_name: 'Studio Vermeer' });
  hidden = await createArtist(db, { approval_status: 'pending' });
  const users = await Promise.all([1, 2, 3, 4].map(() => createUser(db)));
  const clients = await Promise.all([artist, hidden, ...users].map((u) => signIn(t, u.email)));
  [asArtist, asHidden, asStranger] = clients as [TestClient, TestClient, TestClient];
  senders = clients.slice(3);
  exampleImage = await image(artist.artistId);
  strangersImage = await image(hidden.artistId);
});
afterAll(() => t.close());

describe('commission services', () => {
  it('lets an artist offer a service with examples from their portfolio, shown to everyone', async () => {
    const created = await asArtist.post(
      '/api/commission-services',
      service({ exampleImageIds: [exampleImage] }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      artistName: 'Studio Vermeer',
      status: 'open',
      slots: null,
      priceMin: 80,
      priceMax: 150,
      addOns: [{ name: 'Commercial use', price: 60 }],
      examples: [
        { imageId: exampleImage, artworkTitle: 'Sleeping cat', imageUrl: 'https://example.com/cat.jpg' },
      ],
    });
    const listed = await t.client().get(`/api/commission-services?artistId=${artist.artistId}`);
    expect(listed.body.map((s: { title: string }) => s.title)).toContain('Pet portraits');
  });

  it('shows no example of an artwork the public cannot see (rejected after it was chosen)', async () => {
    const chosen = await image(artist.artistId);
    const created = await asArtist.post(
      '/api/commission-services',
      service({ title: 'Cat portraits', exampleImageIds: [chosen, exampleImage] }),
    );
    expect(created.status).toBe(201);
    const artworkId = (await t.db.knex('artwork_images').where({ id: chosen }).first()).artwork_id;
    await t.db.knex('artworks').where({ id: artworkId }).update({ approval_status: 'rejected' });
    const listed = await t.client().get(`/api/commission-services?artistId=${artist.artistId}`);
    const cats = listed.body.find((s: { title: string }) => s.title === 'Cat portraits');
    expect(cats.examples.map((e: { imageId: number }) => e.imageId)).toEqual([exampleImage]);
  });

  it('refuses pictures of another artist and a price range upside down, in words', async () => {
    const foreign = await asArtist.post(
      '/api/commission-services',
      service({ exampleImageIds: [strangersImage] }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Example images must be pictures of your own artworks');
    const upside = await asArtist.post('/api/commission-services', service({ priceMin: 200, priceMax: 100 }));
    expect(upside.status).toBe(400);
    expect(JSON.stringify(upside.body)).toContain('The highest price cannot be below the lowest');
  });

  it("hides an artist's services while the artist awaits approval: a stranger gets 404", async () => {
    const own = await asHidden.post('/api/commission-services', service({ title: 'Hidden offer' }));
    expect(own.status).toBe(201);
    expect((await asStranger.get(`/api/commission-services?artistId=${hidden.artistId}`)).status).toBe(404);
    expect((await asStranger.get(`/api/commission-services/${own.body.id}`)).status).toBe(404);
    expect(
      (await asStranger.patch(`/api/commission-services/${own.body.id}`, { status: 'closed' })).status,
    ).toBe(404);
    const all = await t.client().get('/api/commission-services');
    expect(all.body.map((s: { title: string }) => s.title)).not.toContain('Hidden offer');
    // The artist still sees and manages it.
    expect((await asHidden.get(`/api/commission-services?artistId=${hidden.artistId}`)).body).toHaveLength(1);
  });

  it('refuses a request to a Closed service with a message, and lets only the artist close it', async () => {
    const { body } = await asArtist.post('/api/commission-services', service({ title: 'Murals' }));
    expect((await asStranger.patch(`/api/commission-services/${body.id}`, { status: 'closed' })).status).toBe(
      403,
    );
    expect(
      (await asArtist.patch(`/api/commission-services/${body.id}`, { status: 'closed' })).body.status,
    ).toBe('closed');
    const refused = await senders[0]!.post('/api/commission-requests', request(body.id));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SERVICE_CLOSED');
    expect(refused.body.message).toContain('Studio Vermeer has closed "Murals" to new requests');
    // A free-form request to the same artist still goes through.
    const free = await senders[0]!.post(
      '/api/commission-requests',
      request(body.id, { serviceId: undefined }),
    );
    expect(free.status).toBe(201);
  });

  it('puts requests to a full service on the waitlist, each sender seeing their place', async () => {
    const { body } = await asArtist.post(
      '/api/commission-services',
      service({ title: 'Sketches', slots: 1 }),
    );
    const first = await senders[0]!.post('/api/commission-requests', request(body.id));
    expect(first.body).toMatchObject({ serviceTitle: 'Sketches', waitlistPlace: null, status: 'pending' });
    const accepted = await asArtist.patch(`/api/commission-requests/${first.body.id}`, {
      status: 'accepted',
    });
    expect(accepted.status).toBe(200);
    const full = (await t.client().get(`/api/commission-services/${body.id}`)).body;
    expect(full).toMatchObject({ slots: 1, slotsTaken: 1 });

    const second = await senders[1]!.post('/api/commission-requests', request(body.id));
    const third = await senders[2]!.post('/api/commission-requests', request(body.id));
    expect(second.body.waitlistPlace).toBe(1);
    expect(third.body.waitlistPlace).toBe(2);
    expect((await t.client().get(`/api/commission-services/${body.id}`)).body.waitlistCount).toBe(2);

    // No slot is free: accepting a waiting request is refused in words.
    const over = await asArtist.patch(`/api/commission-requests/${second.body.id}`, { status: 'accepted' });
    expect(over.status).toBe(409);
    expect(over.body.message).toContain('All 1 slot of "Sketches" are taken');

    // The first in line gives up: the next one moves up.
    await senders[1]!.patch(`/api/commission-requests/${second.body.id}`, { status: 'cancelled' });
    expect((await senders[2]!.get(`/api/commission-requests/${third.body.id}`)).body.waitlistPlace).toBe(1);
  });

  it('puts every request to a Waitlist service on the waitlist', async () => {
    const { body } = await asArtist.post(
      '/api/commission-services',
      service({ title: 'Book covers', status: 'waitlist' }),
    );
    const sent = await senders[0]!.post('/api/commission-requests', request(body.id));
    expect(sent.status).toBe(201);
    expect(sent.body.waitlistPlace).toBe(1);
  });

  it("answers 404 for a service that is not the artist's", async () => {
    const { body } = await asHidden.post('/api/commission-services', service({ title: 'Elsewhere' }));
    const res = await senders[0]!.post('/api/commission-requests', request(body.id));
    expect(res.status).toBe(404);
  });
});
