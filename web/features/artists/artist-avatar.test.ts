import { describe, expect, it } from 'vitest';
import type { ArtistImage } from '@contract/artist';
import type { ImageType } from '@contract/enums';
import { chooseArtistAvatar } from './artist-avatar';

const image = (id: number, imageType: ImageType, isProfileImage = false): ArtistImage => ({
  id,
  artistId: 3,
  imageUrl: `/uploads/${id}.webp`,
  variants: [],
  width: 640,
  height: 640,
  title: null,
  description: null,
  imageType,
  isProfileImage,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 1,
});
const artist = (id: number, profileImageUrl: string | null = null) => ({
  id,
  profileImageUrl,
  profileImageVariants: [],
});

describe('chooseArtistAvatar', () => {
  it("uses the artist's profile image first", () => {
    const chosen = chooseArtistAvatar(artist(3, '/uploads/me.webp'), [image(1, 'portfolio')]);
    expect(chosen).toMatchObject({ src: '/uploads/me.webp', kind: 'profile' });
  });
  it('then an image marked as the profile picture', () => {
    const chosen = chooseArtistAvatar(artist(3), [
      image(1, 'studio'),
      image(2, 'portfolio'),
      image(3, 'studio', true),
    ]);
    expect(chosen).toMatchObject({ src: '/uploads/3.webp', kind: 'profile' });
  });
  it('then a portfolio image', () => {
    const chosen = chooseArtistAvatar(artist(3), [image(1, 'studio'), image(2, 'portfolio')]);
    expect(chosen).toMatchObject({ src: '/uploads/2.webp', kind: 'portfolio' });
  });
  it('then the first image', () => {
    const chosen = chooseArtistAvatar(artist(3), [image(1, 'studio'), image(2, 'exhibition')]);
    expect(chosen).toMatchObject({ src: '/uploads/1.webp', kind: 'first' });
  });
  it('else a generated avatar cycling over 3 by id', () => {
    expect(chooseArtistAvatar(artist(1)).src).toBe('/images/artist-1.svg');
    expect(chooseArtistAvatar(artist(3), []).src).toBe('/images/artist-3.svg');
    expect(chooseArtistAvatar(artist(4)).src).toBe('/images/artist-1.svg');
    expect(chooseArtistAvatar(artist(5)).kind).toBe('generated');
  });
});
