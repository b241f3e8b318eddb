import { describe, expect, it } from 'vitest';
import {
  buildSrcSet,
  DEFAULT_ARTWORK_IMAGE,
  defaultArtistImage,
  imageCandidates,
  nextCandidate,
} from './art-image-sources';

describe('defaultArtistImage', () => {
  it('cycles by id over the 3 default images', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(defaultArtistImage)).toEqual([
      '/images/artist-1.svg',
      '/images/artist-2.svg',
      '/images/artist-3.svg',
      '/images/artist-1.svg',
      '/images/artist-2.svg',
      '/images/artist-3.svg',
      '/images/artist-1.svg',
    ]);
  });

  it('falls back to the first image without a usable id', () => {
    expect(defaultArtistImage(undefined)).toBe('/images/artist-1.svg');
    expect(defaultArtistImage(0)).toBe('/images/artist-3.svg');
    expect(defaultArtistImage(1.5)).toBe('/images/artist-1.svg');
  });
});

describe('buildSrcSet', () => {
  it('lists renditions narrowest first, once per width', () => {
    expect(
      buildSrcSet([
        { width: 1280, url: '/u/a-1280.webp' },
        { width: 320, url: '/u/a-320.webp' },
        { width: 640, url: '/u/a-640.webp' },
        { width: 640, url: '/u/dup.webp' },
      ]),
    ).toBe('/u/a-320.webp 320w, /u/a-640.webp 640w, /u/a-1280.webp 1280w');
  });

  it('is undefined without renditions', () => {
    expect(buildSrcSet([])).toBeUndefined();
    expect(buildSrcSet(undefined)).toBeUndefined();
  });
});

describe('fallback order', () => {
  it('tries the image, then the default image, then gives up for the text', () => {
    const candidates = imageCandidates('/u/a.webp', [], DEFAULT_ARTWORK_IMAGE);
    expect(candidates).toEqual(['/u/a.webp', DEFAULT_ARTWORK_IMAGE]);
    expect(nextCandidate(0, candidates)).toBe(1);
    expect(nextCandidate(1, candidates)).toBeNull();
  });

  it('uses the widest rendition when there is no main URL', () => {
    const variants = [
      { width: 320, url: '/u/a-320.webp' },
      { width: 1280, url: '/u/a-1280.webp' },
    ];
    expect(imageCandidates(null, variants, DEFAULT_ARTWORK_IMAGE)).toEqual([
      '/u/a-1280.webp',
      DEFAULT_ARTWORK_IMAGE,
    ]);
  });

  it('goes straight to the default image when there is no image at all', () => {
    expect(imageCandidates(null, undefined, DEFAULT_ARTWORK_IMAGE)).toEqual([DEFAULT_ARTWORK_IMAGE]);
    expect(imageCandidates('', [], DEFAULT_ARTWORK_IMAGE)).toEqual([DEFAULT_ARTWORK_IMAGE]);
  });

  it('shows the text at once with neither an image nor a fallback', () => {
    expect(imageCandidates(null, [], null)).toEqual([]);
  });

  it('does not try the same URL twice', () => {
    expect(imageCandidates(DEFAULT_ARTWORK_IMAGE, [], DEFAULT_ARTWORK_IMAGE)).toEqual([
      DEFAULT_ARTWORK_IMAGE,
    ]);
  });
});
