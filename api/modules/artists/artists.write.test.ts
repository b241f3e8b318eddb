import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArtistSchema } from '../../../contract/artist';
import { createReference } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { clientOf, createWorld, signedUser, type Viewer, type World } from './artists.test-world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  await createReference(t.db.knex, 'specialties', 'Painting');
  await createReference(t.db.knex, 'specialties', 'Sculpture');
});
afterAll(() => t.close());

const liveProfiles = (userId: number) =>
  t.db.knex('artists').where({ user_id: userId }).whereNull('deleted_at');

describe('POST /api/artists', () => {
  it('creates the caller’s own pending profile and ignores mass-assigned fields', async () => {
    const me = await signedUser(t, 'bus_admin');
    const res = await me.client.post('/api/artists', {
      bio: 'Oil on linen.',
      portfolioUrl: 'https://me.example.test',
      specialties: ['painting', 'SCULPTURE'],
      socialLinks: { instagram: '@me', etsy: '' },
      approvalStatus: 'approved',
      isVerified: true,
      userId: w.other.id,
      role: 'admin',
    });
    expect(res.status).toBe(201);
    expect(ArtistSchema.strict().parse(res.body)).toMatchObject({
      userId: me.id,
      approvalStatus: 'pending',
      isVerified: false,
      bio: 'Oil on linen.',
      portfolioUrl: 'https://me.example.test',
      specialties: ['Painting', 'Sculpture'],
      socialLinks: { instagram: '@me' },
      displayName: `${me.firstName} ${me.lastName}`,
      email: me.email,
    });
    expect((await t.db.knex('users').where({ id: me.id }).first()).role).toBe('bus_admin');
    expect(await liveProfiles(w.other.id)).toHaveLength(1);
    expect((await me.client.get('/api/artists/me')).body.id).toBe(res.body.id);
  });

  it('accepts a profile without bio', async () => {
    const me = await signedUser(t, 'bus_admin');
    const res = await me.client.post('/api/artists', {
      specialties: ['Painting'],
      socialLinks: { twitter: '@me' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ specialties: ['Painting'], socialLinks: { twitter: '@me' }, bio: null });
  });

  it('answers 409 with the existing profile id when the caller already has one', async () => {
    const res = await w.artist.client.post('/api/artists', { bio: 'again' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'DUPLICATE', artistId: w.artist.artistId });
    expect(await liveProfiles(w.artist.id)).toHaveLength(1);
  });

  it('is for artists and admins only', async () => {
    expect((await w.anon.post('/api/artists', { bio: 'x' })).status).toBe(401);
    expect((await w.collector.client.post('/api/artists', { bio: 'x' })).status).toBe(403);
    expect(await liveProfiles(w.collector.id)).toHaveLength(0);
    const admin = await signedUser(t, 'admin');
    const res = await admin.client.post('/api/artists', { bio: 'Admin who paints' });
    expect(res.status).toBe(201);
    expect(res.body.userId).toBe(admin.id);
  });

  it.each([
    [
      { specialties: ['Painting', 'Basket weaving', 'Yodel'] },
      'specialties',
      'Unknown specialties: Basket weaving, Yodel',
    ],
    [{ specialties: '["Painting"' }, 'specialties', 'Specialties must be a list of names'],
    [{ specialties: 'Painting' }, 'specialties', expect.any(String)],
    [{ socialLinks: '{instagram: @me}' }, 'socialLinks', 'Social links must be an object'],
    [{ socialLinks: { instagram: 5 } }, 'socialLinks.instagram', expect.any(String)],
    [{ portfolioUrl: 'not a url' }, 'portfolioUrl', 'Please enter a valid URL'],
    [{ portfolioUrl: 'javascript:alert(1)' }, 'portfolioUrl', 'Please enter a valid URL'],
    [{ bio: 42 }, 'bio', expect.any(String)],
  ])('rejects %j with a field message and creates nothing', async (body, field, message) => {
    const me = await signedUser(t, 'bus_admin');
    const res = await me.client.post('/api/artists', body);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toEqual(message);
    expect(await liveProfiles(me.id)).toHaveLength(0);
  });

  it('rejects a malformed JSON body with 400', async () => {
    const me = await signedUser(t, 'bus_admin');
    const res = await me.client.request('POST', '/api/artists', {
      raw: { body: '{"bio": ', contentType: 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });

  it('the same Idempotency-Key three times creates one profile and answers the same', async () => {
    const me = await signedUser(t, 'bus_admin');
    const send = () =>
      me.client.post('/api/artists', { bio: 'Once' }, { headers: { 'Idempotency-Key': 'create-profile-1' } });
    const [first, second, third] = [await send(), await send(), await send()];
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(third.body).toEqual(first.body);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect(await liveProfiles(me.id)).toHaveLength(1);
  });
});

describe('PATCH /api/artists/{id}', () => {
  it.each<[Viewer, number]>([
    ['anon', 401],
    ['collector', 403],
    ['artist', 403],
    ['other', 200],
    ['admin', 200],
  ])('an approved profile, edited by %s: %i', async (viewer, status) => {
    const res = await clientOf(w, viewer).patch(`/api/artists/${w.other.artistId}`, {
      bio: `Edited by ${viewer}`,
    });
    expect(res.status).toBe(status);
    const bio = (await t.db.knex('artists').where({ id: w.other.artistId }).first()).bio;
    if (status === 200) expect(bio).toBe(`Edited by ${viewer}`);
    else expect(bio).not.toBe(`Edited by ${viewer}`);
  });

  it('a pending profile is 404 to other users, as on read', async () => {
    expect((await w.other.client.patch(`/api/artists/${w.artist.artistId}`, { bio: 'x' })).status).toBe(404);
    expect((await w.collector.client.patch(`/api/artists/${w.artist.artistId}`, { bio: 'x' })).status).toBe(
      404,
    );
  });

  it('changes only the fields sent and ignores approvalStatus, isVerified and userId', async () => {
    await w.artist.client.patch(`/api/artists/${w.artist.artistId}`, {
      bio: 'Before',
      specialties: ['Painting'],
      portfolioUrl: 'https://a.example.test',
    });
    const res = await w.artist.client.patch(`/api/artists/${w.artist.artistId}`, {
      portfolioUrl: '',
      approvalStatus: 'approved',
      isVerified: true,
      userId: w.collector.id,
    });
    expect(res.status).toBe(200);
    expect(ArtistSchema.strict().parse(res.body)).toMatchObject({
      bio: 'Before',
      specialties: ['Painting'],
      portfolioUrl: null,
      approvalStatus: 'pending',
      isVerified: false,
      userId: w.artist.id,
    });
  });

  it('validates like create', async () => {
    const res = await w.artist.client.patch(`/api/artists/${w.artist.artistId}`, { specialties: ['Nope'] });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ specialties: 'Unknown specialties: Nope' });
  });

  it.each(['999999', 'abc', '1;drop table artists'])('id %s is 404', async (id) => {
    const res = await w.admin.client.patch(`/api/artists/${encodeURIComponent(id)}`, { bio: 'x' });
    expect(res.status).toBe(404);
  });
});
