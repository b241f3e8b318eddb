import type { Artwork, ArtworkImage, StockItem } from '@contract/artwork';
import type { ArtistUser } from '@contract/user';

/** Builders for the admin feature's tests (never imported by the app). */
export function artistUser(overrides: Partial<ArtistUser> = {}): ArtistUser {
  return {
    userId: 3,
    email: 'theo@atelier.test',
    firstName: 'Theo',
    lastName: 'Lindqvist',
    username: 'theolindqvist',
    role: 'bus_admin',
    createdAt: '2024-03-05T10:00:00.000Z',
    artistId: 2,
    approvalStatus: 'pending',
    profileImageUrl: null,
    ...overrides,
  };
}

export function artworkImage(id: number, overrides: Partial<ArtworkImage> = {}): ArtworkImage {
  return {
    id,
    artworkId: 1,
    imageUrl: `/uploads/${id}.webp`,
    variants: [{ width: 320, url: `/uploads/${id}-320.webp` }],
    width: 1200,
    height: 1500,
    isPrimary: false,
    altText: null,
    title: null,
    description: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    version: 1,
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function artwork(overrides: Partial<Artwork> = {}): Artwork {
  return {
    id: 1,
    artistId: 2,
    artistName: 'Theo Lindqvist',
    title: 'Morning Field',
    description: 'Oil on linen.',
    specialty: 'Abstract',
    specialtyId: 1,
    medium: 'Oil',
    mediumId: 1,
    dimensions: '50 x 70 cm',
    yearCreated: 2024,
    price: 1200,
    imageUrl: null,
    images: [],
    approvalStatus: 'pending',
    createdAt: '2024-03-05T10:00:00.000Z',
    version: 1,
    updatedAt: '2024-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function stockItem(overrides: Partial<StockItem> = {}): StockItem {
  return {
    id: 1,
    artworkId: 1,
    type: 'original',
    price: 1200,
    quantity: 1,
    dimensions: '50 x 70 cm',
    isAvailable: true,
    version: 1,
    updatedAt: '2024-03-05T10:00:00.000Z',
    ...overrides,
  };
}
