import { afterEach, describe, expect, it } from 'vitest';
import { rememberAction, takeAction } from './pending-action';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeReturnTo('/artwork/12')).toBe('/artwork/12');
    expect(safeReturnTo('/artworks?medium=3#grid')).toBe('/artworks?medium=3#grid');
    expect(safeReturnTo('/commission/4?x=%2Fa')).toBe('/commission/4?x=%2Fa');
  });

  it.each([
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    'evil.example/path',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/\tevil',
    '/%09/evil.example',
    '',
    '/login?redirect=/x',
    '/register',
  ])('rejects %s', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('rejects what is not text', () => {
    expect(safeReturnTo(undefined)).toBeNull();
    expect(safeReturnTo(['/a'])).toBeNull();
    expect(safeReturnTo(`/${'a'.repeat(2100)}`)).toBeNull();
  });
});

describe('pending actions', () => {
  afterEach(() => sessionStorage.clear());

  it('hands the action to its own page once', () => {
    rememberAction({ kind: 'reserve', artworkId: 7 });
    expect(takeAction('follow', () => true)).toBeNull();
    expect(takeAction('reserve', (a) => a.artworkId === 8)).toBeNull();
    expect(takeAction('reserve', (a) => a.artworkId === 7)).toEqual({ kind: 'reserve', artworkId: 7 });
    expect(takeAction('reserve', () => true)).toBeNull();
  });

  it('forgets an action after half an hour', () => {
    rememberAction({ kind: 'favourite', artworkId: 3 }, Date.now() - 31 * 60_000);
    expect(takeAction('favourite', () => true)).toBeNull();
  });
});
