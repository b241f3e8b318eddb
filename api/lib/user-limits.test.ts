import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createArtist, createArtwork, createUser, signIn } from '../test/fixtures';
import type { TestClient } from '../test/test-client';
import { USER_LIMITS } from './user-limits';

let t: TestApp;
let artist: Awaited<ReturnType<typeof createArtist>>;
let artworkId: number;

beforeAll(async () => {
  t = await createTestApp();
  artist = await createArtist(t.db.knex);
  artworkId = (await createArtwork(t.db.knex, artist.artistId)).id;
});
afterAll(() => t.close());

const newUser = async (): Promise<TestClient> => signIn(t, (await createUser(t.db.knex)).email);

/** Sends `count` requests one after another; the statuses in order. */
async function repeat(count: number, send: (i: number) => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await send(i)).status);
  return statuses;
}

describe('limits per user', () => {
  it('messages: past the limit the next one is refused with a wait in words; others may still write', async () => {
    const collector = await newUser();
    const { points } = USER_LIMITS.messages;
    const started = await collector.post('/api/conversations', { artistId: artist.artistId, body: 'Hello' });
    expect(started.status).toBe(201);
    const id = started.body.id as number;
    const sent = await repeat(points - 1, (i) =>
      collector.post(`/api/conversations/${id}/messages`, { body: `#${i}` }),
    );
    expect(sent.every((s) => s === 201)).toBe(true);
    const refused = await collector.post(`/api/conversations/${id}/messages`, { body: 'one more' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /You have sent many messages in a short time\. Please wait \d+ minutes? and try again/,
    );
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    const other = await newUser();
    expect((await other.post('/api/conversations', { artistId: artist.artistId, body: 'Hi' })).status).toBe(
      201,
    );
  });

  it('follows and unfollows count together', async () => {
    const fan = await newUser();
    const { points } = USER_LIMITS.follows;
    const path = `/api/artists/${artist.artistId}/follow`;
    const statuses = await repeat(points, (i) => fan.request(i % 2 ? 'DELETE' : 'PUT', path));
    expect(statuses.every((s) => s === 200 || s === 204)).toBe(true);
    const refused = await fan.request('PUT', path);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/followed and unfollowed many artists/);
  });

  it('favourites', async () => {
    const fan = await newUser();
    const { points } = USER_LIMITS.favourites;
    const path = `/api/artworks/${artworkId}/favourite`;
    const statuses = await repeat(points, (i) => fan.request(i % 2 ? 'DELETE' : 'PUT', path));
    expect(statuses.every((s) => s === 200 || s === 204)).toBe(true);
    const refused = await fan.request('PUT', path);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/saved and removed many favourites/);
  });
});
