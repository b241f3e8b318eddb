import { describe, expect, it } from 'vitest';
import { artistCardName } from './artist-card-name';

describe('artistCardName', () => {
  it('uses the first name', () => {
    expect(artistCardName({ firstName: 'Lena', username: 'lenahart' })).toBe('Lena');
  });
  it('falls back to the username', () => {
    expect(artistCardName({ firstName: '  ', username: 'lenahart' })).toBe('lenahart');
  });
  it("falls back to 'Artist Profile' without a name or without the artist", () => {
    expect(artistCardName({ firstName: '', username: '' })).toBe('Artist Profile');
    expect(artistCardName(null)).toBe('Artist Profile');
    expect(artistCardName(undefined)).toBe('Artist Profile');
  });
});
