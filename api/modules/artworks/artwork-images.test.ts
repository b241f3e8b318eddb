import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ArtworkImageSchema } from '../../../contract/artwork';
import { fileOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  artworkOf,
  createWorld,
  imageForm,
  imageRows,
  parseArtwork,
  storedFiles,
  type World,
} from './artworks.test-world';

let t: TestApp;
let w: World;
let artworkId: number;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
beforeEach(async () => {
  artworkId = (await artworkOf(t, w.artist.artistId)).id;
});
afterAll(() => t.close());

const addImages = (form: FormData, id = artworkId, client = w.artist.client) =>
  client.request('POST', `/api/artworks/${id}/images`, { form });
const patch = (form: FormData, id = artworkId) =>
  w.artist.client.request('PATCH', `/api/artworks/${id}`, { form });
const primaryOf = (rows: Array<{ id: number; is_primary: boolean }>) =>
  rows.filter((r) => r.is_primary).map((r) => r.id);

describe('POST /api/artworks/{id}/images', () => {
  it('stores WebP renditions, and the first image of an artwork becomes primary', async () => {
    const res = await addImages(
      await imageForm({ images: [{ file: 0 }, { file: 1, description: 'Detail' }] }, 2),
    );
    expect(res.status).toBe(201);
    const artwork = parseArtwork(res.body);
    expect(artwork.images.map((i) => [i.isPrimary, i.description])).toEqual([
      [true, null],
      [false, 'Detail'],
    ]);
    expect(artwork.imageUrl).toBe(artwork.images[0]!.imageUrl);
    expect(artwork.images[0]!.variants.length).toBeGreaterThan(0);
    const file = await t.client().get(artwork.images[0]!.imageUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
  });

  it('primary: true picks the primary, and a later choice clears the old one', async () => {
    await addImages(await imageForm({ images: [{ file: 0 }, { file: 1, primary: true }] }, 2));
    const first = await imageRows(t, artworkId);
    expect(primaryOf(first)).toEqual([first[1]!.id]);
    const res = await addImages(await imageForm({ images: [{ file: 0, primary: true }] }, 1));
    const rows = await imageRows(t, artworkId);
    expect(primaryOf(rows)).toEqual([rows[2]!.id]);
    expect(res.body.imageUrl).toBe(res.body.images[2].imageUrl);
  });

  it("bumps the artwork's sync version, since the artwork embeds its images", async () => {
    const before = (await w.artist.client.get(`/api/artworks/${artworkId}`)).body.version;
    const res = await addImages(await imageForm({}, 1));
    expect(res.body.version).toBeGreaterThan(before);
  });

  it('keeps the current primary when new images are not marked', async () => {
    await addImages(await imageForm({}, 1));
    await addImages(await imageForm({}, 2));
    const rows = await imageRows(t, artworkId);
    expect(rows).toHaveLength(3);
    expect(primaryOf(rows)).toEqual([rows[0]!.id]);
  });

  it('refuses two primaries in one request', async () => {
    const res = await addImages(
      await imageForm(
        {
          images: [
            { file: 0, primary: true },
            { file: 1, primary: true },
          ],
        },
        2,
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields.images).toBe('Choose only one primary image');
    expect(await imageRows(t, artworkId)).toHaveLength(0);
  });

  it('refuses a request without files', async () => {
    const res = await addImages(new FormData());
    expect(res.status).toBe(400);
    expect(res.body.fields.images).toEqual(expect.any(String));
  });

  it('allows 8 images in total and refuses the 9th with "Maximum 8 images allowed", storing nothing', async () => {
    expect((await addImages(await imageForm({}, 5))).status).toBe(201);
    expect((await addImages(await imageForm({}, 3))).status).toBe(201);
    const before = storedFiles(t).length;
    const res = await addImages(await imageForm({}, 1));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Maximum 8 images allowed', code: 'TOO_MANY_FILES' });
    expect(await imageRows(t, artworkId)).toHaveLength(8);
    expect(storedFiles(t)).toHaveLength(before);
  });
});

describe('upload limits: nothing is saved on failure', () => {
  async function expectNothingSaved(form: FormData, status: number, message: RegExp) {
    const files = storedFiles(t).length;
    const res = await addImages(form);
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
    expect(await imageRows(t, artworkId)).toHaveLength(0);
    expect(storedFiles(t)).toHaveLength(files);
  }

  it('9 files in one request: 400', async () => {
    await expectNothingSaved(await imageForm({}, 9), 400, /Maximum 8 images allowed/);
  });

  it('a file over 10 MB: 413', async () => {
    const form = await imageForm({}, 1, [fileOf(Buffer.alloc(11 * 1024 * 1024, 1), 'huge.png', 'image/png')]);
    await expectNothingSaved(form, 413, /10MB/);
  });

  it('an SVG: 415 naming the file', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const form = await imageForm({}, 1, [fileOf(svg, 'drawing.svg', 'image/svg+xml')]);
    await expectNothingSaved(form, 415, /drawing\.svg/);
  });

  it('a text file named .jpg: 415 naming the file', async () => {
    const form = await imageForm({}, 2, [fileOf('just some text', 'holiday.jpg', 'image/jpeg')]);
    await expectNothingSaved(form, 415, /holiday\.jpg/);
  });

  // Small files that decode to too much: a real image, too large to process, is 413 (not 415).
  const blankPng = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();

  it('an image over 12,000 px a side: 413 naming the file, after a good file', async () => {
    const strip = fileOf(await blankPng(12_001, 2), 'panorama.png', 'image/png');
    const form = await imageForm({}, 2, [strip]);
    await expectNothingSaved(form, 413, /panorama\.png.*12,000 px a side/);
  });

  it('an image over 50 megapixels: 413 naming the file', async () => {
    const bomb = fileOf(await blankPng(8_000, 7_000), 'bomb.png', 'image/png');
    const res = await addImages(await imageForm({}, 1, [bomb]));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/bomb\.png.*50 megapixels/);
    expect(res.body.fields).toEqual({ 'bomb.png': expect.stringMatching(/too large/) });
  });
});

describe('who may upload is asked before any image is processed', () => {
  // A file that is not an image would answer 415 if it were decoded: the permission answer comes
  // first, so a stranger cannot make the server decode anything.
  const notAnImage = () => fileOf('just some text', 'holiday.jpg', 'image/jpeg');

  it('another artist adding images to this artwork: 403, nothing decoded or stored', async () => {
    const files = storedFiles(t).length;
    const res = await addImages(await imageForm({}, 0, [notAnImage()]), artworkId, w.other.client);
    expect(res.status).toBe(403);
    expect(storedFiles(t)).toHaveLength(files);
  });

  it('a collector creating an artwork with an image: 403 before the file is looked at', async () => {
    const form = await imageForm({ title: 'Not mine', price: '10', mediumId: '1' }, 0, [notAnImage()]);
    const res = await w.collector.client.request('POST', '/api/artworks', { form });
    expect(res.status).toBe(403);
  });

  it('a missing artwork: 404 before the file is looked at', async () => {
    const res = await addImages(await imageForm({}, 0, [notAnImage()]), 999_999);
    expect(res.status).toBe(404);
  });
});

describe('PATCH /api/artworks/{id}: image set', () => {
  it('adds images with their description and primary flag together with text fields', async () => {
    await addImages(await imageForm({}, 1));
    const res = await patch(
      await imageForm({ title: 'Renamed', images: [{ file: 0, description: 'Back', primary: true }] }, 1),
    );
    expect(res.status).toBe(200);
    const artwork = parseArtwork(res.body);
    expect(artwork.title).toBe('Renamed');
    expect(artwork.images.map((i) => [i.isPrimary, i.description])).toEqual([
      [false, null],
      [true, 'Back'],
    ]);
  });

  it('removing the primary promotes the first remaining image by position', async () => {
    await addImages(await imageForm({}, 3));
    const [a, b, c] = await imageRows(t, artworkId);
    const res = await patch(await imageForm({ images: [{ id: a!.id, remove: true }] }, 0));
    expect(res.status).toBe(200);
    expect(res.body.images.map((i: { id: number; isPrimary: boolean }) => [i.id, i.isPrimary])).toEqual([
      [b!.id, true],
      [c!.id, false],
    ]);
  });

  it('{id, primary: true} chooses another existing image (JSON body too)', async () => {
    await addImages(await imageForm({}, 2));
    const [a, b] = await imageRows(t, artworkId);
    const res = await w.artist.client.patch(`/api/artworks/${artworkId}`, {
      images: [{ id: b!.id, primary: true }],
    });
    expect(res.status).toBe(200);
    expect(primaryOf(await imageRows(t, artworkId))).toEqual([b!.id]);
    expect(res.body.images.find((i: { id: number }) => i.id === a!.id).isPrimary).toBe(false);
  });

  it('removing every image leaves no primary and no image URL', async () => {
    await addImages(await imageForm({}, 2));
    const ids = (await imageRows(t, artworkId)).map((r) => r.id);
    const res = await w.artist.client.patch(`/api/artworks/${artworkId}`, {
      images: ids.map((id) => ({ id, remove: true })),
    });
    expect(res.body).toMatchObject({ images: [], imageUrl: null });
  });

  it('counts removals against the 8-image cap', async () => {
    await addImages(await imageForm({}, 8));
    const [first] = await imageRows(t, artworkId);
    const tooMany = await patch(await imageForm({}, 1));
    expect(tooMany.body.message).toBe('Maximum 8 images allowed');
    const swap = await patch(await imageForm({ images: [{ id: first!.id, remove: true }, { file: 0 }] }, 1));
    expect(swap.status).toBe(200);
    expect(swap.body.images).toHaveLength(8);
  });

  it("refuses another artwork's image ids and a removed primary, changing nothing", async () => {
    const otherArtwork = (await artworkOf(t, w.artist.artistId)).id;
    await addImages(await imageForm({}, 1), otherArtwork);
    const [foreign] = await imageRows(t, otherArtwork);
    await addImages(await imageForm({}, 2));
    const [a] = await imageRows(t, artworkId);
    const bad = await w.artist.client.patch(`/api/artworks/${artworkId}`, {
      title: 'Nope',
      images: [{ id: foreign!.id, remove: true }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.images).toMatch(/not an image of this artwork/);
    const gone = await w.artist.client.patch(`/api/artworks/${artworkId}`, {
      images: [{ id: a!.id, remove: true, primary: true }],
    });
    expect(gone.body.fields.images).toEqual(expect.any(String));
    const malformed = new FormData();
    malformed.append('body', '{"images": [1,');
    expect((await patch(malformed)).body.fields.body).toMatch(/not valid JSON/);
    const pastTheFiles = await patch(await imageForm({ images: [{ file: 1 }] }, 1));
    expect(pastTheFiles.body.fields['images.0.file']).toMatch(/no file 1/);
    expect((await w.artist.client.get(`/api/artworks/${artworkId}`)).body.title).not.toBe('Nope');
    expect(await imageRows(t, artworkId)).toHaveLength(2);
  });
});

describe('GET /api/artwork-images', () => {
  it('lists the images of visible artworks only', async () => {
    await addImages(await imageForm({}, 2));
    const hidden = (await artworkOf(t, w.artist.artistId, { approval_status: 'pending' })).id;
    await addImages(await imageForm({}, 1), hidden);
    const list = z
      .array(ArtworkImageSchema.strict())
      .parse((await w.anon.get(`/api/artwork-images?artworkId=${artworkId}`)).body);
    expect(list.map((i) => i.artworkId)).toEqual([artworkId, artworkId]);
    expect((await w.anon.get(`/api/artwork-images?artworkId=${hidden}`)).status).toBe(404);
    expect((await w.other.client.get(`/api/artwork-images?artworkId=${hidden}`)).status).toBe(404);
    expect((await w.artist.client.get(`/api/artwork-images?artworkId=${hidden}`)).body).toHaveLength(1);
    const all = (await w.anon.get('/api/artwork-images')).body as Array<{ artworkId: number }>;
    expect(all.some((i) => i.artworkId === hidden)).toBe(false);
    expect(all.some((i) => i.artworkId === artworkId)).toBe(true);
  });

  it('answers 400 for a non-numeric artworkId', async () => {
    expect((await w.anon.get('/api/artwork-images?artworkId=abc')).status).toBe(400);
  });
});
