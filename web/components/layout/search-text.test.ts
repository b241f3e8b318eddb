import { describe, expect, it } from 'vitest';
import { parseSearchParam, searchTextOrNull } from './search-text';

describe('searchTextOrNull', () => {
  it('does nothing for blank or whitespace-only text', () => {
    expect(searchTextOrNull('')).toBeNull();
    expect(searchTextOrNull('   \t ')).toBeNull();
    expect(searchTextOrNull(null)).toBeNull();
  });

  it('trims the text', () => {
    expect(searchTextOrNull('  blue abstract ')).toBe('blue abstract');
  });
});

describe('parseSearchParam', () => {
  it('keeps text and accepts numbers as text', () => {
    expect(parseSearchParam('oil & water')).toBe('oil & water');
    expect(parseSearchParam(1990)).toBe('1990');
  });

  it('drops blank and non-text values', () => {
    expect(parseSearchParam('  ')).toBeUndefined();
    expect(parseSearchParam(undefined)).toBeUndefined();
    expect(parseSearchParam({ a: 1 })).toBeUndefined();
  });
});
