import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, resolveLocalPath } from './local-storage';

let root = '';

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'atelier-local-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('createLocalStorage', () => {
  it('writes the file under root, creating folders, and leaves no temp file', async () => {
    const storage = createLocalStorage({ root: path.join(root, 'uploads') });
    await storage.put('artworks/k/a-320.webp', Buffer.from('img'), 'image/webp');

    const dir = path.join(root, 'uploads', 'artworks', 'k');
    expect(await readFile(path.join(dir, 'a-320.webp'), 'utf8')).toBe('img');
    expect(await readdir(dir)).toEqual(['a-320.webp']);
  });

  it('never exposes a partial file: concurrent writers each land whole', async () => {
    const storage = createLocalStorage({ root });
    const big = (fill: string) => Buffer.alloc(2_000_000, fill);
    await Promise.all(['a', 'b', 'c', 'd'].map((fill) => storage.put('k.bin', big(fill), '')));

    const data = await readFile(path.join(root, 'k.bin'));
    expect(data.length).toBe(2_000_000);
    expect(new Set(data).size).toBe(1);
    expect(await readdir(root)).toEqual(['k.bin']);
  });

  it('cleans up its temp file when the rename fails', async () => {
    const storage = createLocalStorage({ root });
    await storage.put('taken/inner.webp', Buffer.from('1'), 'image/webp');
    // `taken` is a non-empty folder: renaming a file onto it fails.
    await expect(storage.put('taken', Buffer.from('2'), 'image/webp')).rejects.toThrow();
    expect(await readdir(root)).toEqual(['taken']);
  });

  it('uses a custom public path', () => {
    const storage = createLocalStorage({ root, publicPath: 'https://cdn.example.com/u/' });
    expect(storage.url('a/b.webp')).toBe('https://cdn.example.com/u/a/b.webp');
  });
});

describe('resolveLocalPath', () => {
  it('resolves a valid key inside root', () => {
    expect(resolveLocalPath('/srv/uploads', 'artworks/k-640.webp')).toBe(
      path.resolve('/srv/uploads/artworks/k-640.webp'),
    );
  });

  it.each(['../secret', 'a/../../b', '/etc/passwd', 'a\\..\\b', '', 'a%2f..'])(
    'answers null for %j',
    (key) => {
      expect(resolveLocalPath('/srv/uploads', key)).toBeNull();
    },
  );
});
