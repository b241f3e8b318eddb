import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearch, sameName, withoutEmpty } from './search-text';

describe('normalizeSearch', () => {
  it('treats blank or whitespace-only text as no search', () => {
    expect(normalizeSearch('')).toBeUndefined();
    expect(normalizeSearch('  \t\n ')).toBeUndefined();
    expect(normalizeSearch(undefined)).toBeUndefined();
    expect(normalizeSearch({ q: 'x' })).toBeUndefined();
  });

  it('trims and collapses inner whitespace', () => {
    expect(normalizeSearch('  blue   abstract\t')).toBe('blue abstract');
  });

  it('keeps numbers as text and cuts to the API limit of 200 characters', () => {
    expect(normalizeSearch(1990)).toBe('1990');
    expect(normalizeSearch('a'.repeat(250))).toHaveLength(200);
  });
});

describe('matchesSearch', () => {
  it('matches any field, ignoring case', () => {
    expect(matchesSearch(['Morning Field', null, 'Maya Okafor'], 'maya')).toBe(true);
    expect(matchesSearch(['Morning Field'], 'FIELD')).toBe(true);
    expect(matchesSearch(['Morning Field', undefined], 'storm')).toBe(false);
  });

  it('searches the normalised text literally (no wildcards)', () => {
    expect(matchesSearch(['Night Bus, 2am'], '  night   bus ')).toBe(true);
    expect(matchesSearch(['100% cotton'], '%')).toBe(true);
    expect(matchesSearch(['cotton'], '%')).toBe(false);
  });

  it('matches everything without a search', () => {
    expect(matchesSearch([null], undefined)).toBe(true);
    expect(matchesSearch([], '   ')).toBe(true);
  });
});

describe('helpers', () => {
  it('compares names ignoring case, never matching a missing one', () => {
    expect(sameName('Screen Print', 'screen print')).toBe(true);
    expect(sameName(null, 'Oil')).toBe(false);
  });

  it('drops empty values', () => {
    expect(withoutEmpty({ a: 'x', b: undefined, c: '', d: 0 })).toEqual({ a: 'x', d: 0 });
  });
});
