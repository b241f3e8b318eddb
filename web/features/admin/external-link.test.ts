import { describe, expect, it } from 'vitest';
import { displayUrl, externalUrl } from './external-link';

describe('externalUrl', () => {
  it('keeps http(s) URLs', () => {
    expect(externalUrl('https://mayaokafor.art')).toBe('https://mayaokafor.art/');
    expect(externalUrl(' http://example.com/a?b=1 ')).toBe('http://example.com/a?b=1');
  });

  it('adds https to a bare domain', () => {
    expect(externalUrl('lenahart.co.uk')).toBe('https://lenahart.co.uk/');
    expect(externalUrl('instagram.com/theo.draws', 'instagram')).toBe('https://instagram.com/theo.draws');
  });

  it('turns handles into profile links on their network', () => {
    expect(externalUrl('@theo.draws', 'instagram')).toBe('https://instagram.com/theo.draws');
    expect(externalUrl('lenahart', 'twitter')).toBe('https://twitter.com/lenahart');
  });

  it('refuses anything that is not a web link', () => {
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('mailto:a@b.c')).toBeNull();
    expect(externalUrl('not a link')).toBeNull();
    expect(externalUrl('@handle')).toBeNull(); // no network to resolve it on
    expect(externalUrl('')).toBeNull();
    expect(externalUrl(null)).toBeNull();
  });
});

describe('displayUrl', () => {
  it('drops the scheme, www and a trailing slash', () => {
    expect(displayUrl('https://www.mayaokafor.art/')).toBe('mayaokafor.art');
    expect(displayUrl('https://instagram.com/theo.draws')).toBe('instagram.com/theo.draws');
  });
});
