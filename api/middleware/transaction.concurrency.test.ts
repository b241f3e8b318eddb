import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import sharp from 'sharp';
import { toFormData } from '../../contract/multipart';
import { createArtist, createArtwork, createUser, fileOf, PASSWORD, signIn } from '../test/fixtures';

/**
 * CPU-heavy work (Argon2, image decoding) runs before a write's transaction opens, so it never
 * holds a database connection: with a pool of a few connections (10 here, against 40 logins), a
 * public read is answered while that work is still going on. Ordering, not timing: the read must
 * come back while most of the writes sent before it are still unanswered. (When the work ran
 * inside the transaction, the read queued behind every write's transaction and came back last.)
 */
let t: TestApp;
beforeAll(async () => {
  // The sign-in slow-down counts each attempt before its password is checked (so a parallel burst of
  // guesses cannot pass its allowance): 40 sign-ins at once would be slowed down after 25, which is
  // not what this file is about.
  t = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT_HOUR: '1000' });
});
afterAll(() => t.close());

/**
 * Starts every request, waits until `first` of them have answered (the others are then being
 * worked on: hashed, decoded, or, when that work held the database, queued for it), then makes a
 * public read. Returns how many writes had answered when the read did.
 */
async function readDuring<T>(requests: Array<() => Promise<T>>, first = 1) {
  let answered = 0;
  let started!: () => void;
  const firstAnswered = new Promise<void>((resolve) => (started = resolve));
  const pending = requests.map((send) =>
    send().then((res) => {
      if (++answered === first) started();
      return res;
    }),
  );
  await firstAnswered;
  const read = await t.client().get('/api/artworks');
  const answeredBeforeRead = answered;
  console.info(`public read answered after ${answeredBeforeRead} of ${requests.length} writes`);
  return { read, answeredBeforeRead, results: await Promise.all(pending) };
}

describe('CPU work never holds the database', () => {
  it('a public read answers while a burst of logins is still being verified', async () => {
    const user = await createUser(t.db.knex);
    const logins = 40;
    const { read, answeredBeforeRead, results } = await readDuring(
      Array.from(
        { length: logins },
        () => () => t.client().post('/api/auth/login', { email: user.email, password: PASSWORD }),
      ),
      2,
    );
    expect(read.status).toBe(200);
    expect(results.map((r) => r.status)).toEqual(Array(logins).fill(200));
    expect(answeredBeforeRead).toBeLessThan(logins / 2);
  }, 90_000);

  it('a public read answers while images are still being processed', async () => {
    const artist = await createArtist(t.db.knex);
    const client = await signIn(t, artist.email);
    const { id } = await createArtwork(t.db.knex, artist.artistId);
    // A photo-like (noisy) picture takes a while to decode, resize and encode.
    const photo = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    const uploads = 6;
    const form = () =>
      toFormData({ images: [{ file: 0 }] }, [
        { blob: fileOf(photo, 'photo.jpg', 'image/jpeg'), name: 'photo.jpg' },
      ]);
    const { read, answeredBeforeRead, results } = await readDuring(
      Array.from(
        { length: uploads },
        () => () => client.request('POST', `/api/artworks/${id}/images`, { form: form() }),
      ),
    );
    expect(read.status).toBe(200);
    expect(results.map((r) => r.status)).toEqual(Array(uploads).fill(201));
    expect(answeredBeforeRead).toBeLessThanOrEqual(uploads / 2);
  }, 90_000);
});
