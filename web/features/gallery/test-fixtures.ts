// Builders for the gallery tests (unit and page tests): complete contract objects with overrides.
import type { Artist } from '@contract/artist';
import type { Artwork } from '@contract/artwork';
import type { Commission } from '@contract/commission';

const sync = { version: 1, updatedAt: '2024-05-01T00:00:00.000Z' };

export function anArtwork(overrides: Partial<Artwork> = {}): Artwork {
  const id = overrides.id ?? 1;
  return {
    ...sync,
    id,
    artistId: 1,
    artistName: 'Maya Okafor',
    title: `Artwork ${id}`,
    description: null,
    specialty: 'Abstract',
    specialtyId: 1,
    medium: 'Oil',
    mediumId: 1,
    dimensions: '50 x 70 cm',
    yearCreated: 2024,
    price: 250,
    imageUrl: null,
    images: [],
    approvalStatus: 'approved',
    createdAt: '2024-05-01T00:00:00.000Z',
    ...overrides,
  };
}

export function anArtist(overrides: Partial<Artist> = {}): Artist {
  const id = overrides.id ?? 1;
  return {
    ...sync,
    id,
    userId: 100 + id,
    firstName: 'Maya',
    lastName: 'Okafor',
    username: `artist${id}`,
    displayName: 'Maya Okafor',
    bio: null,
    specialties: [],
    website: null,
    portfolioUrl: null,
    socialLinks: {},
    profileImageUrl: null,
    profileImageVariants: [],
    isVerified: false,
    approvalStatus: 'approved',
    createdAt: '2024-05-01T00:00:00.000Z',
    artworkCount: 0,
    ...overrides,
  };
}

export function aCommission(overrides: Partial<Commission> = {}): Commission {
  const id = overrides.id ?? 1;
  return {
    ...sync,
    id,
    artistId: 1,
    artistName: 'Maya Okafor',
    title: `Commission ${id}`,
    description: null,
    medium: 'Oil',
    dimensions: null,
    price: 500,
    completionTime: null,
    imageUrl: null,
    variants: [],
    isShowcase: true,
    createdAt: '2024-05-01T00:00:00.000Z',
    ...overrides,
  };
}
