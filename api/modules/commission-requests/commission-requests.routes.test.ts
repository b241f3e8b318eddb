import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createUser, signIn, type FixtureUser } from '../../test/fixtures';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let collector: FixtureUser;
let artist: FixtureUser & { artistId: number };
let otherArtist: FixtureUser & { artistId: number };
let asCollector: TestClient;
let asArtist: TestClient;
let asOtherArtist: TestClient;
let asAdmin: TestClient;
let asStranger: TestClient;

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const valid = (extra: Record<string, unknown> = {}) => ({
  artistId: artist.artistId,
  title: 'Portrait of my dog',
  description: 'A small oil portrait of Rex, in his favourite chair.',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.knex;
  collector = await createUser(db, { firstName: 'Clara', lastName: 'Collector' });
  artist = await createArtist(db, { display_name: 'Studio Vermeer' });
  otherArtist = await createArtist(db);
  const admin = await createUser(db, { role: 'admin' });
  const stranger = await createUser(db);
  [asCollector, asArtist, asOtherArtist, asAdmin, asStranger] = await Promise.all([
    signIn(t, collector.email),
    signIn(t, artist.email),
    signIn(t, otherArtist.email),
    signIn(t, admin.email),
    signIn(t, stranger.email),
  ]);
});
afterAll(() => t.close());

describe('POST /api/commission-requests', () => {
  it('creates a pending request carrying both display names', async () => {
    const res = await asCollector.post(
      '/api/commission-requests',
      valid({
        budget: 450.5,
        preferredMedium: 'Oil',
        dimensions: '30x40 cm',
        deadline: tomorrow(),
        referenceImages: ['https://example.com/rex.jpg', 'http://example.com/chair.png'],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userId: collector.id,
      artistId: artist.artistId,
      status: 'pending',
      budget: 450.5,
      deadline: tomorrow(),
      referenceImages: ['https://example.com/rex.jpg', 'http://example.com/chair.png'],
      senderName: 'Clara Collector',
      artistName: 'Studio Vermeer',
      quotedPrice: null,
    });
    // The artist is told, with a link to the request; the sender is not.
    const notices = await t.db.knex('notifications').where({ kind: 'request_received' }).orderBy('id');
    expect(notices.at(-1)).toMatchObject({
      user_id: artist.id,
      title: 'New commission request from Clara Collector: Portrait of my dog',
      link: `/commission-requests?tab=received&request=${res.body.id}`,
    });
    expect(notices.filter((n) => n.user_id === collector.id)).toEqual([]);
  });

  it('ignores a status, userId or quote smuggled into the body', async () => {
    const res = await asCollector.post(
      '/api/commission-requests',
      valid({ status: 'accepted', userId: 1, quotedPrice: 1 }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', userId: collector.id, quotedPrice: null });
  });

  it("accepts today's date as a deadline, wherever the user is", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await asCollector.post('/api/commission-requests', valid({ deadline: today }));
    expect(res.status).toBe(201);
    expect(res.body.deadline).toBe(today);
  });

  it('needs a signed-in user (401 before any input check)', async () => {
    const res = await t.client().post('/api/commission-requests', {});
    expect(res.status).toBe(401);
  });

  it("answers with the contract's messages", async () => {
    const res = await asCollector.post('/api/commission-requests', {
      artistId: artist.artistId,
      title: '  ',
      description: 'short',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      title: 'Title is required',
      description: 'Description must be at least 10 characters',
    });
  });

  it.each([
    ['a javascript: URL', { referenceImages: ['javascript:alert(1)'] }, 'referenceImages.0'],
    ['an ftp URL', { referenceImages: ['ftp://example.com/a.png'] }, 'referenceImages.0'],
    ['a deadline in the past', { deadline: '2020-01-01' }, 'deadline'],
    ['a date that is not a date', { deadline: 'next week' }, 'deadline'],
    ['a day that does not exist', { deadline: '2099-02-30' }, 'deadline'],
    ['a negative budget', { budget: -5 }, 'budget'],
    ['a budget with fractions of cents', { budget: 10.001 }, 'budget'],
    ['a text artistId', { artistId: 'abc' }, 'artistId'],
  ])('refuses %s with 400', async (_label, extra, field) => {
    const res = await asCollector.post('/api/commission-requests', valid(extra));
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toEqual(expect.any(String));
  });

  it('refuses a request to your own artist profile with 403', async () => {
    const res = await asArtist.post('/api/commission-requests', valid());
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/yourself/);
  });

  it('answers 404 for a missing, pending or rejected artist', async () => {
    const pending = await createArtist(t.db.knex, { approval_status: 'pending' });
    const rejected = await createArtist(t.db.knex, { approval_status: 'rejected' });
    for (const artistId of [999_999, pending.artistId, rejected.artistId]) {
      const res = await asCollector.post('/api/commission-requests', valid({ artistId }));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  it('lets another artist commission an artist', async () => {
    const res = await asOtherArtist.post('/api/commission-requests', valid());
    expect(res.status).toBe(201);
  });

  it('survives malformed JSON and SQL metacharacters without a 500', async () => {
    const bad = await asCollector.request('POST', '/api/commission-requests', {
      raw: { body: '{"title":', contentType: 'application/json' },
    });
    expect(bad.status).toBe(400);
    const sql = await asCollector.post(
      '/api/commission-requests',
      valid({ title: "'); DROP TABLE users; --" }),
    );
    expect(sql.status).toBe(201);
    expect(sql.body.title).toBe("'); DROP TABLE users; --");
  });
});

describe('flooding an artist', () => {
  it('allows 10 requests per hour from one sender to one artist, then 429 with a message', async () => {
    const sender = await signIn(t, (await createUser(t.db.knex)).email);
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await sender.post('/api/commission-requests', valid({ artistId: otherArtist.artistId }))).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    const refused = await sender.post('/api/commission-requests', valid({ artistId: otherArtist.artistId }));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/at most 10 commission requests/);
    const count = await t.db
      .knex('commission_requests')
      .where({ artist_id: otherArtist.artistId })
      .count({ n: '*' });
    expect(Number(count[0]!.n)).toBe(10);
    // Another artist is not affected.
    expect((await sender.post('/api/commission-requests', valid())).status).toBe(201);
  });
});

describe('GET /api/commission-requests', () => {
  let mineId: number;
  beforeAll(async () => {
    const res = await asCollector.post('/api/commission-requests', valid({ title: 'For the list' }));
    mineId = res.body.id;
  });

  it('gives the sender what they sent, newest first, with a total', async () => {
    const res = await asCollector.get(`/api/commission-requests?userId=${collector.id}`);
    expect(res.status).toBe(200);
    expect(res.body[0].id).toBe(mineId);
    expect(res.body.every((r: { userId: number }) => r.userId === collector.id)).toBe(true);
    expect(res.body[0]).toMatchObject({ senderName: 'Clara Collector', artistName: 'Studio Vermeer' });
    expect(Number(res.headers.get('x-total-count'))).toBe(res.body.length);
  });

  it('gives the artist what it received', async () => {
    const res = await asArtist.get(`/api/commission-requests?artistId=${artist.artistId}`);
    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: number }) => r.id)).toContain(mineId);
    expect(res.body.every((r: { artistId: number }) => r.artistId === artist.artistId)).toBe(true);
  });

  it('pages with limit and offset and filters by status', async () => {
    const page = await asArtist.get(`/api/commission-requests?artistId=${artist.artistId}&limit=1&offset=1`);
    expect(page.body).toHaveLength(1);
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThan(1);
    const none = await asArtist.get(`/api/commission-requests?artistId=${artist.artistId}&status=completed`);
    expect(none.body).toEqual([]);
  });

  it.each([
    ['the sender', () => asCollector, () => `userId=${collector.id}`, 200],
    ['another user', () => asStranger, () => `userId=${collector.id}`, 403],
    ['the artist, for the sender list', () => asArtist, () => `userId=${collector.id}`, 403],
    ['an admin', () => asAdmin, () => `userId=${collector.id}`, 200],
    ['the artist', () => asArtist, () => `artistId=${artist.artistId}`, 200],
    ['another artist', () => asOtherArtist, () => `artistId=${artist.artistId}`, 403],
    ['the sender, for the artist list', () => asCollector, () => `artistId=${artist.artistId}`, 403],
    ['an admin, for an artist', () => asAdmin, () => `artistId=${artist.artistId}`, 200],
  ])('%s -> %s', async (_who, client, query, status) => {
    const res = await client().get(`/api/commission-requests?${query()}`);
    expect(res.status).toBe(status);
  });

  it('needs a signed-in user', async () => {
    expect((await t.client().get(`/api/commission-requests?userId=${collector.id}`)).status).toBe(401);
  });

  it('needs exactly one of userId and artistId', async () => {
    const neither = await asAdmin.get('/api/commission-requests');
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe('Give either userId or artistId');
    const both = await asAdmin.get(
      `/api/commission-requests?userId=${collector.id}&artistId=${artist.artistId}`,
    );
    expect(both.status).toBe(400);
    const junk = await asAdmin.get('/api/commission-requests?userId=abc');
    expect(junk.status).toBe(400);
  });

  it('shows one request to its parties and admins only', async () => {
    expect((await asCollector.get(`/api/commission-requests/${mineId}`)).status).toBe(200);
    expect((await asArtist.get(`/api/commission-requests/${mineId}`)).status).toBe(200);
    expect((await asAdmin.get(`/api/commission-requests/${mineId}`)).status).toBe(200);
    // Hidden means not found: a stranger cannot tell a request exists.
    expect((await asStranger.get(`/api/commission-requests/${mineId}`)).status).toBe(404);
    expect((await asStranger.get('/api/commission-requests/999999')).status).toBe(404);
    expect((await asStranger.get('/api/commission-requests/abc')).status).toBe(404);
  });
});
