import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ArtistSchema, type Artist } from '../../../contract/artist';
import { createArtist, createArtwork, createReference, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, insertImage, type World } from './artists.test-world';

const ArtistListSchema = z.array(ArtistSchema.strict());

let t: TestApp;
let w: World;
let rejected: { artistId: number };
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  rejected = await createArtist(t.db.knex, { approval_status: 'rejected' });
});
afterAll(() => t.close());

const ids = (body: Artist[]) => body.map((a) => a.id);

describe('GET /api/artists: who sees what', () => {
  it.each(['anon', 'collector', 'other'] as const)(
    '%s sees approved artists only, even without approved=true',
    async (viewer) => {
      const client = viewer === 'anon' ? w.anon : w[viewer].client;
      const res = await client.get('/api/artists');
      expect(res.status).toBe(200);
      const list = ArtistListSchema.parse(res.body);
      expect(list.every((a) => a.approvalStatus === 'approved')).toBe(true);
      expect(ids(list)).toContain(w.other.artistId);
      expect(ids(list)).not.toContain(w.artist.artistId);
      expect(ids(list)).not.toContain(rejected.artistId);
      expect(Number(res.headers.get('x-total-count'))).toBe(list.length);
    },
  );

  it('the artist sees their own pending profile too, but approved=true hides it', async () => {
    const all = await w.artist.client.get('/api/artists');
    expect(ids(all.body)).toContain(w.artist.artistId);
    expect(ids(all.body)).not.toContain(rejected.artistId);
    const approved = await w.artist.client.get('/api/artists?approved=true');
    expect(ids(approved.body)).not.toContain(w.artist.artistId);
  });

  it('admins see every state', async () => {
    const res = await w.admin.client.get('/api/artists');
    expect(ids(res.body)).toEqual(
      expect.arrayContaining([w.artist.artistId, w.other.artistId, rejected.artistId]),
    );
  });

  it('shows the email only to the artist themselves and admins', async () => {
    const find = (list: Artist[], id: number) => list.find((a) => a.id === id)!;
    expect(find((await w.anon.get('/api/artists')).body, w.other.artistId).email).toBeUndefined();
    expect(find((await w.artist.client.get('/api/artists')).body, w.other.artistId).email).toBeUndefined();
    expect(find((await w.other.client.get('/api/artists')).body, w.other.artistId).email).toBe(w.other.email);
    expect(find((await w.admin.client.get('/api/artists')).body, w.other.artistId).email).toBe(w.other.email);
  });
});

describe('GET /api/artists: filters, paging, sorting', () => {
  it('limit and offset page through the list; X-Total-Count is the full count', async () => {
    const full = await w.admin.client.get('/api/artists');
    const page = await w.admin.client.get('/api/artists?limit=2&offset=1');
    expect(page.body).toHaveLength(2);
    expect(ids(page.body)).toEqual(ids(full.body).slice(1, 3));
    expect(page.headers.get('x-total-count')).toBe(String(full.body.length));
  });

  it('filters by userId', async () => {
    const res = await w.anon.get(`/api/artists?userId=${w.other.id}`);
    expect(ids(res.body)).toEqual([w.other.artistId]);
    const hidden = await w.anon.get(`/api/artists?userId=${w.artist.id}`);
    expect(hidden.body).toEqual([]);
    expect((await w.artist.client.get(`/api/artists?userId=${w.artist.id}`)).body).toHaveLength(1);
  });

  it('searches names, username, bio and specialties case-insensitively', async () => {
    const user = await createUser(t.db.knex, {
      role: 'bus_admin',
      firstName: 'Hokusai',
      lastName: 'Katsushika',
    });
    const [row] = await t.db
      .knex('artists')
      .insert({
        user_id: user.id,
        approval_status: 'approved',
        bio: 'Waves off Kanagawa',
        specialties: ['Woodblock'],
      })
      .returning('id');
    for (const q of ['hokusai', 'HOKUSAI KATSU', user.username.toUpperCase(), 'kanagawa', 'woodblock']) {
      const res = await w.anon.get(`/api/artists?search=${encodeURIComponent(q)}`);
      expect(ids(res.body), q).toEqual([row.id]);
    }
  });

  it('treats %, _, quotes and backslashes in search as literal text', async () => {
    const user = await createUser(t.db.knex, { role: 'bus_admin' });
    const [row] = await t.db
      .knex('artists')
      .insert({ user_id: user.id, approval_status: 'approved', bio: "100% o'Brien_art \\ sketches" })
      .returning('id');
    for (const q of ['100%', "o'Brien", 'n_a', '\\']) {
      const res = await w.anon.get(`/api/artists?search=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(ids(res.body), q).toContain(row.id);
    }
    // Were they wildcards, these would match the bio above.
    for (const q of ['1%sketches', 'o_Brien', "'; drop table artists; --"]) {
      const res = await w.anon.get(`/api/artists?search=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.body, q).toEqual([]);
    }
    expect(ids((await w.anon.get('/api/artists?search=%25')).body)).toEqual([row.id]);
  });

  it('a blank search does nothing', async () => {
    const all = await w.anon.get('/api/artists');
    const blank = await w.anon.get('/api/artists?search=%20%20');
    expect(ids(blank.body)).toEqual(ids(all.body));
  });

  it('filters by specialty, case-insensitively', async () => {
    const artist = await createArtist(t.db.knex, { specialties: ['Ceramics', 'Sculpture'] });
    const res = await w.anon.get('/api/artists?specialty=ceramics');
    expect(ids(res.body)).toEqual([artist.artistId]);
  });

  it('sort=verified puts verified artists first, then the most recent', async () => {
    const verified = await createArtist(t.db.knex, { is_verified: true, created_at: new Date('2020-01-01') });
    const recent = await w.anon.get('/api/artists?sort=recent');
    expect(ids(recent.body).at(-1)).toBe(verified.artistId);
    const byVerified = await w.anon.get('/api/artists?sort=verified');
    expect(ids(byVerified.body)[0]).toBe(verified.artistId);
    const rest = (byVerified.body as Artist[]).slice(1).map((a) => a.createdAt);
    expect(rest).toEqual([...rest].sort().reverse());
  });

  it.each([
    ['limit=abc', 'limit'],
    ['limit=0', 'limit'],
    ['offset=-1', 'offset'],
    ['userId=abc', 'userId'],
    ['sort=popular', 'sort'],
    ['approved=yes', 'approved'],
  ])('rejects %s with a field message', async (qs, field) => {
    const res = await w.anon.get(`/api/artists?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toEqual(expect.any(String));
  });
});

describe('artist fields', () => {
  it('displayName is "first last", artworkCount counts approved live artworks', async () => {
    const artist = await createArtist(t.db.knex);
    await createArtwork(t.db.knex, artist.artistId);
    await createArtwork(t.db.knex, artist.artistId, { approval_status: 'pending' });
    await createArtwork(t.db.knex, artist.artistId, { deleted_at: new Date() });
    const res = await w.anon.get(`/api/artists/${artist.artistId}`);
    expect(ArtistSchema.strict().parse(res.body)).toMatchObject({
      displayName: `${artist.firstName} ${artist.lastName}`,
      firstName: artist.firstName,
      username: artist.username,
      artworkCount: 1,
      profileImageUrl: null,
      profileImageVariants: [],
    });
  });

  it('profile image: marked one, else type profile, else first portfolio, else first image', async () => {
    const artist = await createArtist(t.db.knex);
    const url = async () => (await w.anon.get(`/api/artists/${artist.artistId}`)).body.profileImageUrl;
    await insertImage(t, artist.artistId, {
      imageType: 'studio',
      position: 0,
      url: 'https://x.test/studio.jpg',
    });
    expect(await url()).toBe('https://x.test/studio.jpg');
    await insertImage(t, artist.artistId, {
      imageType: 'portfolio',
      position: 1,
      url: 'https://x.test/folio.jpg',
    });
    expect(await url()).toBe('https://x.test/folio.jpg');
    await insertImage(t, artist.artistId, {
      imageType: 'profile',
      position: 2,
      url: 'https://x.test/face.jpg',
    });
    expect(await url()).toBe('https://x.test/face.jpg');
    await insertImage(t, artist.artistId, {
      isProfileImage: true,
      position: 3,
      url: 'https://x.test/chosen.jpg',
    });
    expect(await url()).toBe('https://x.test/chosen.jpg');
  });

  it('a displayName stored on the profile wins, and specialties come back as names', async () => {
    const specialty = await createReference(t.db.knex, 'specialties', 'Printmaking');
    expect(specialty).toBeGreaterThan(0);
    const artist = await createArtist(t.db.knex, {
      display_name: 'Studio Nord',
      specialties: ['Printmaking'],
    });
    const res = await w.anon.get(`/api/artists/${artist.artistId}`);
    expect(res.body).toMatchObject({ displayName: 'Studio Nord', specialties: ['Printmaking'] });
  });
});
