import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housekeeping } from '../jobs/housekeeping';
import { createArtist, imageBytes, imageForm, signIn } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { storeImage, renditionKey, type StoredImage } from './store-image';
import { ORPHAN_GRACE_MS } from './orphan-sweep';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const filesOf = (image: StoredImage) => image.sizes.map((w) => renditionKey(image.key, w));
const exists = (key: string) => fs.existsSync(path.join(t.uploadsDir, key));
/** Makes a stored file look written `ms` ago. */
const age = (key: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  fs.utimesSync(path.join(t.uploadsDir, key), then, then);
};

describe('the sweep of unreferenced image files', () => {
  it('removes what an interrupted upload left behind, once it is old enough, and nothing else', async () => {
    const artist = await createArtist(t.db.knex);
    const client = await signIn(t, artist.email);
    const created = await client.request('POST', '/api/artworks', {
      form: await imageForm({ title: 'Kept', mediumId: await mediumId(), price: 100 }, 2),
    });
    expect(created.status).toBe(201);
    const kept = created.body.images.flatMap((i: { variants: { url: string }[] }) =>
      i.variants.map((v) => v.url.replace('/uploads/', '')),
    );
    // Files of uploads whose request died before its row was written: one old, one just now.
    const png = await imageBytes();
    const interrupted = await storeImage(t.storage, png, `artworks/${created.body.id}`);
    const inFlight = await storeImage(t.storage, png, `artists/${artist.artistId}`);
    // A deleted image: its row is kept (soft delete) but its files must go.
    const removedId = created.body.images[1].id;
    const removedFiles = created.body.images[1].variants.map((v: { url: string }) =>
      v.url.replace('/uploads/', ''),
    );
    await t.db.knex('artwork_images').where({ id: removedId }).update({ deleted_at: new Date() });
    for (const key of [...kept, ...filesOf(interrupted)]) age(key, ORPHAN_GRACE_MS + 60_000);

    const removed = await housekeeping(t.db.knex, { storage: t.storage });

    expect(filesOf(interrupted).every((key) => !exists(key))).toBe(true);
    const stillKept = kept.filter((key: string) => !removedFiles.includes(key));
    expect(stillKept.length).toBeGreaterThan(0);
    expect(stillKept.every(exists)).toBe(true);
    expect(removedFiles.every((key: string) => !exists(key))).toBe(true);
    expect(filesOf(inFlight).every(exists)).toBe(true);
    expect(removed.orphanFiles).toBe(filesOf(interrupted).length + removedFiles.length);
    // What the artist sees is intact.
    const shown = await client.get(`/api/artworks/${created.body.id}`);
    expect(shown.body.images).toHaveLength(1);
    for (const image of shown.body.images) expect((await client.get(image.imageUrl)).status).toBe(200);
  });
});

async function mediumId(): Promise<number> {
  const [row] = await t.db
    .knex('mediums')
    .insert({ name: `Oil ${Date.now()}` })
    .returning('id');
  return (row as { id: number }).id;
}
