import { describe, expect, it } from 'vitest';
import { checkImageFiles } from './image-files';

const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('checkImageFiles', () => {
  it('keeps image files', () => {
    const png = file('dusk.png', 'image/png');
    expect(checkImageFiles([png], 0, 8)).toEqual({ accepted: [png], problems: [] });
  });

  it('refuses files that are not images, naming them', () => {
    const result = checkImageFiles([file('notes.pdf', 'application/pdf')], 0, 8);
    expect(result.accepted).toEqual([]);
    expect(result.problems).toEqual([
      { title: 'Invalid file', description: 'notes.pdf is not an image file' },
    ]);
  });

  it('refuses images over 10MB, naming them', () => {
    const big = file('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1);
    const ok = file('ok.jpg', 'image/jpeg', 10 * 1024 * 1024);
    const result = checkImageFiles([big, ok], 0, 8);
    expect(result.accepted).toEqual([ok]);
    expect(result.problems).toEqual([
      { title: 'File too large', description: 'huge.jpg is larger than 10MB' },
    ]);
  });

  it('keeps at most the room left under the maximum and says so', () => {
    const files = [1, 2, 3].map((i) => file(`${i}.png`, 'image/png'));
    const result = checkImageFiles(files, 6, 8);
    expect(result.accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(result.problems).toEqual([{ title: 'Too many images', description: 'Maximum 8 images allowed' }]);
    expect(checkImageFiles(files, 8, 8).accepted).toEqual([]);
  });

  it('can leave the size to the server (profile images)', () => {
    const big = file('huge.jpg', 'image/jpeg', 50 * 1024 * 1024);
    expect(checkImageFiles([big], 0, 10, Infinity).accepted).toEqual([big]);
  });
});
