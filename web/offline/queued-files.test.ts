import { describe, expect, it } from 'vitest';
import type { FileRef } from '@/lib/file-store';
import type { WriteCommand } from '@/lib/write-command';
import { canAddQueuedPhotos, canEditQueuedPhotos, withQueuedFiles } from './queued-files';

const ref = (id: string): FileRef => ({ id, name: `${id}.jpg`, type: 'image/jpeg', size: 10 });

const draft: WriteCommand = {
  endpoint: 'createArtwork',
  body: {
    title: 'Harbour',
    images: [
      { file: 0, primary: true },
      { file: 1, primary: false },
      { file: 2, primary: false },
    ],
  },
  files: [ref('a'), ref('b'), ref('c')],
  key: 'k1',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('editing the photos of a queued upload', () => {
  it('drops a removed photo and renumbers the others; the first left becomes primary', () => {
    const edited = withQueuedFiles(draft, { remove: ['a'] });
    expect(edited.files?.map((f) => f.id)).toEqual(['b', 'c']);
    expect((edited.body as { images: unknown }).images).toEqual([
      { file: 0, primary: true },
      { file: 1, primary: false },
    ]);
    expect((edited.body as { title: string }).title).toBe('Harbour');
  });

  it('adds a photo after the kept ones, not primary', () => {
    const edited = withQueuedFiles(draft, { remove: ['b'], add: [ref('d')] });
    expect(edited.files?.map((f) => f.id)).toEqual(['a', 'c', 'd']);
    expect((edited.body as { images: unknown }).images).toEqual([
      { file: 0, primary: true },
      { file: 1, primary: false },
      { file: 2, primary: false },
    ]);
  });

  it("keeps an edit's changes to saved images, and leaves the saved primary alone", () => {
    const edit: WriteCommand = {
      endpoint: 'updateArtwork',
      params: { id: 4 },
      body: {
        title: 'Harbour',
        images: [
          { id: 9, primary: true },
          { file: 0, primary: false },
          { id: 8, remove: true },
        ],
      },
      files: [ref('a')],
      key: 'k2',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const edited = withQueuedFiles(edit, { remove: ['a'] });
    expect(edited.files).toBeUndefined();
    expect((edited.body as { images: unknown }).images).toEqual([
      { id: 9, primary: true },
      { id: 8, remove: true },
    ]);
  });

  it('offers photos only where the body names its files, and adding only for artworks', () => {
    expect(canEditQueuedPhotos(draft)).toBe(true);
    expect(canAddQueuedPhotos(draft)).toBe(true);
    const reply: WriteCommand = {
      endpoint: 'updateCommissionRequest',
      body: { status: 'rejected' },
      key: 'k',
      createdAt: '',
    };
    expect(canEditQueuedPhotos(reply)).toBe(false);
    expect(canAddQueuedPhotos({ ...reply, endpoint: 'updateArtist' })).toBe(false);
  });
});
