import { describe, expect, it } from 'vitest';
import { primaryAfterChange, primaryImage, primaryImageIndex } from './primary-image';

const images = (...marks: boolean[]) => marks.map((isPrimary, id) => ({ id, isPrimary }));

describe('which photo is primary', () => {
  it('shows the one marked primary, else the first', () => {
    expect(primaryImage(images(false, true, false))?.id).toBe(1);
    expect(primaryImage(images(false, false))?.id).toBe(0);
    expect(primaryImage(images())).toBeUndefined();
    expect(primaryImageIndex(images(false, false, true))).toBe(2);
    expect(primaryImageIndex(images())).toBe(0);
  });

  it('keeps the primary while it stays, else takes the first kept, else the first added', () => {
    expect(primaryAfterChange('b', ['a', 'b'], ['c'])).toBe('b');
    expect(primaryAfterChange('c', ['a'], ['c'])).toBe('c');
    expect(primaryAfterChange('x', ['a', 'b'], ['c'])).toBe('a');
    expect(primaryAfterChange(null, [], ['c', 'd'])).toBe('c');
    expect(primaryAfterChange('x', [], [])).toBeNull();
  });
});
