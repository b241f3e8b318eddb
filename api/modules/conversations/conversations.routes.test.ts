import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createUser, signIn, type FixtureUser } from '../../test/fixtures';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let collector: FixtureUser;
let artist: FixtureUser & { artistId: number };
let asCollector: TestClient;
let asArtist: TestClient;
let asAdmin: TestClient;
let asStranger: TestClient;
let asOtherArtist: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.knex;
  collector = await createUser(db, { firstName: 'Clara', lastName: 'Collector' });
  artist = await createArtist(db, { display_name: 'Studio Vermeer' });
  const otherArtist = await createArtist(db);
  const admin = await createUser(db, { role: 'super_admin' });
  const stranger = await createUser(db);
  [asCollector, asArtist, asAdmin, asStranger, asOtherArtist] = await Promise.all([
    signIn(t, collector.email),
    signIn(t, artist.email),
    signIn(t, admin.email),
    signIn(t, stranger.email),
    signIn(t, otherArtist.email),
  ]);
});
afterAll(() => t.close());

async function newRequest(): Promise<{ id: number; conversationId: number }> {
  const res = await asCollector.post('/api/commission-requests', {
    artistId: artist.artistId,
    title: 'Harbour at dusk',
    description: 'A small harbour scene at dusk, in oil.',
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('a commission request has a conversation', () => {
  it('both parties write, each sees the other’s messages as unread until read, and is notified', async () => {
    const request = await newRequest();
    expect(request.conversationId).toEqual(expect.any(Number));
    const path = `/api/conversations/${request.conversationId}`;

    const first = await asCollector.post(`${path}/messages`, {
      body: '  Could it be a little larger?  ',
      referenceImages: ['https://example.com/harbour.jpg'],
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      body: 'Could it be a little larger?',
      authorId: collector.id,
      authorName: 'Clara Collector',
      referenceImages: ['https://example.com/harbour.jpg'],
    });

    const artistView = await asArtist.get(path);
    expect(artistView.body).toMatchObject({
      requestId: request.id,
      requestTitle: 'Harbour at dusk',
      role: 'artist',
      unreadCount: 1,
      lastMessagePreview: 'Could it be a little larger?',
    });
    expect((await asCollector.get(path)).body).toMatchObject({ role: 'sender', unreadCount: 0 });
    const notice = await t.db
      .knex('notifications')
      .where({ user_id: artist.id, kind: 'message_received' })
      .orderBy('id', 'desc')
      .first();
    expect(notice.title).toBe('New message from Clara Collector about "Harbour at dusk"');
    expect(notice.link).toBe(`/commission-requests?tab=received&request=${request.id}`);

    const reply = await asArtist.post(`${path}/messages`, { body: 'Yes, up to 60x80 cm.' });
    expect(reply.status).toBe(201);
    const read = await asArtist.post(`${path}/read`, {});
    expect(read.body.unreadCount).toBe(0);
    expect((await asCollector.get(path)).body.unreadCount).toBe(1);

    const messages = await asCollector.get(`${path}/messages`);
    expect(messages.body.map((m: { body: string }) => m.body)).toEqual([
      'Yes, up to 60x80 cm.',
      'Could it be a little larger?',
    ]);
    const received = await asArtist.get('/api/conversations?role=artist&kind=request');
    expect(received.body[0]).toMatchObject({ id: request.conversationId, unreadCount: 0 });
  });

  it('refuses an empty message and a bad reference URL with 400', async () => {
    const { conversationId } = await newRequest();
    const empty = await asCollector.post(`/api/conversations/${conversationId}/messages`, { body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.body).toBe('Please write a message');
    const badUrl = await asCollector.post(`/api/conversations/${conversationId}/messages`, {
      body: 'See this',
      referenceImages: ['javascript:alert(1)'],
    });
    expect(badUrl.status).toBe(400);
  });

  it('is private: a stranger, another artist and an admin get 404 on every verb; anonymous 401', async () => {
    const { conversationId } = await newRequest();
    const path = `/api/conversations/${conversationId}`;
    await asCollector.post(`${path}/messages`, { body: 'Private words' });
    for (const client of [asStranger, asOtherArtist, asAdmin]) {
      expect((await client.get(path)).status).toBe(404);
      expect((await client.get(`${path}/messages`)).status).toBe(404);
      expect((await client.post(`${path}/messages`, { body: 'hello' })).status).toBe(404);
      expect((await client.post(`${path}/read`, {})).status).toBe(404);
      const listed = await client.get('/api/conversations');
      expect(listed.body.some((c: { id: number }) => c.id === conversationId)).toBe(false);
    }
    expect((await t.client().get(path)).status).toBe(401);
    expect((await asCollector.get('/api/conversations/999999')).status).toBe(404);
    const count = await t.db.knex('messages').where({ conversation_id: conversationId }).count('* as n');
    expect(Number(count[0]!.n)).toBe(1);
  });
});

describe("'Contact': a direct conversation with an artist", () => {
  it('the first message creates it, the next reuses it; the artist answers from their side', async () => {
    const started = await asCollector.post('/api/conversations', {
      artistId: artist.artistId,
      body: 'Hello! Do you sell your sketches?',
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ requestId: null, role: 'sender', artistName: 'Studio Vermeer' });
    const again = await asCollector.post('/api/conversations', {
      artistId: artist.artistId,
      body: 'Or small studies?',
    });
    expect(again.body.id).toBe(started.body.id);

    const inbox = await asArtist.get('/api/conversations?role=artist&kind=direct');
    expect(inbox.body[0]).toMatchObject({
      id: started.body.id,
      senderName: 'Clara Collector',
      unreadCount: 2,
      lastMessagePreview: 'Or small studies?',
    });
    const notice = await t.db
      .knex('notifications')
      .where({ user_id: artist.id, kind: 'message_received' })
      .orderBy('id', 'desc')
      .first();
    expect(notice.link).toBe(`/artist-dashboard?tab=messages&conversation=${started.body.id}`);

    await asArtist.post(`/api/conversations/${started.body.id}/messages`, { body: 'Yes, a few.' });
    const mine = await asCollector.get('/api/conversations?kind=direct');
    expect(mine.body[0]).toMatchObject({ id: started.body.id, unreadCount: 1 });
    const collectorNotice = await t.db
      .knex('notifications')
      .where({ user_id: collector.id, kind: 'message_received' })
      .orderBy('id', 'desc')
      .first();
    expect(collectorNotice.link).toBe(`/messages?conversation=${started.body.id}`);
  });

  it('not to oneself (403), not to an unknown or unapproved artist (404)', async () => {
    expect(
      (await asArtist.post('/api/conversations', { artistId: artist.artistId, body: 'Me?' })).status,
    ).toBe(403);
    expect((await asCollector.post('/api/conversations', { artistId: 999999, body: 'Hi' })).status).toBe(404);
    const pending = await createArtist(t.db.knex, { approval_status: 'pending' });
    expect(
      (await asCollector.post('/api/conversations', { artistId: pending.artistId, body: 'Hi' })).status,
    ).toBe(404);
  });

  it('a message sent three times with one Idempotency-Key lands once', async () => {
    const { body } = await asCollector.post('/api/conversations', { artistId: artist.artistId, body: 'Hi' });
    const headers = { 'Idempotency-Key': `msg-${body.id}` };
    const path = `/api/conversations/${body.id}/messages`;
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await asCollector.post(path, { body: 'Once only' }, { headers }));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers[2]!.body).toEqual(answers[0]!.body);
    const count = await t.db
      .knex('messages')
      .where({ conversation_id: body.id, body: 'Once only' })
      .count('* as n');
    expect(Number(count[0]!.n)).toBe(1);
  });
});
