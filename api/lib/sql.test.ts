import { describe, expect, it } from 'vitest';
import { likePattern } from './sql';

describe('likePattern', () => {
  it('wraps the text in % and escapes the LIKE wildcards and the escape character', () => {
    expect(likePattern('blue')).toBe('%blue%');
    expect(likePattern('50% off_now\\')).toBe('%50\\% off\\_now\\\\%');
  });
});
