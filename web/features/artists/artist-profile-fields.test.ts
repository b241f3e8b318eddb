import { describe, expect, it } from 'vitest';
import { canRequestCommission, safeExternalUrl, socialLinks, specialtyLabels } from './artist-profile-fields';

describe('canRequestCommission', () => {
  it('only for a signed-in user who is not the artist', () => {
    expect(canRequestCommission(null, { userId: 8 })).toBe(false);
    expect(canRequestCommission(undefined, { userId: 8 })).toBe(false);
    expect(canRequestCommission({ id: 8 }, { userId: 8 })).toBe(false);
    expect(canRequestCommission({ id: 2 }, { userId: 8 })).toBe(true);
  });
});

describe('specialtyLabels', () => {
  it("lists the specialties, or 'Various'", () => {
    expect(specialtyLabels({ specialties: ['Landscape', 'Impressionism'] })).toEqual([
      'Landscape',
      'Impressionism',
    ]);
    expect(specialtyLabels({ specialties: [] })).toEqual(['Various']);
    expect(specialtyLabels({ specialties: [' '] })).toEqual(['Various']);
  });
});

describe('social links', () => {
  it('keeps http(s) links, adds https to a bare domain, drops the rest', () => {
    expect(safeExternalUrl('https://instagram.com/x')).toBe('https://instagram.com/x');
    expect(safeExternalUrl('lenahart.co.uk')).toBe('https://lenahart.co.uk/');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('mailto:a@b.c')).toBeNull();
    expect(safeExternalUrl('  ')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
  it('lists them in a fixed order, the website falling back to the profile website, no duplicates', () => {
    const links = socialLinks({
      website: 'https://lenahart.co.uk',
      socialLinks: { twitter: 'https://twitter.com/lena', instagram: 'https://instagram.com/lena', etsy: '' },
    });
    expect(links.map((l) => l.label)).toEqual(['Instagram', 'Website', 'Twitter']);
    expect(links[1]!.href).toBe('https://lenahart.co.uk/');
    expect(socialLinks({ website: null, socialLinks: {} })).toEqual([]);
  });
});
