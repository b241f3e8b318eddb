import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { Artist } from '@contract/artist';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const artist = (over: Partial<Artist> = {}): Artist => ({
  version: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  id: 3,
  userId: 8,
  firstName: 'Lena',
  lastName: 'Hart',
  username: 'lenahart',
  displayName: 'Lena Hart',
  bio: null,
  specialties: [],
  website: null,
  portfolioUrl: null,
  socialLinks: { instagram: 'https://instagram.com/lena' },
  profileImageUrl: null,
  profileImageVariants: [],
  isVerified: true,
  approvalStatus: 'approved',
  createdAt: '2026-03-01T00:00:00Z',
  artworkCount: 0,
  ...over,
});

const routes = (over: Partial<Artist> = {}) => ({
  '/api/artists/3': { body: artist(over) },
  '/api/artworks': { body: [] },
  '/api/artist-images': {
    body: [
      {
        id: 1,
        artistId: 3,
        imageUrl: '/uploads/studio.webp',
        variants: [],
        imageType: 'portfolio',
        isProfileImage: false,
      },
    ],
  },
});

describe('public artist profile', () => {
  it("shows a visitor the profile with the spec's fallbacks and no 'Request Commission'", async () => {
    fakeApi({ routes: routes() });
    renderApp('/artist/3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lena Hart' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByText('Verified Artist')).toBeTruthy();
    expect(screen.getByText('Various')).toBeTruthy();
    expect(screen.getByText("This artist hasn't added a bio yet.")).toBeTruthy();
    expect(screen.getByRole('link', { name: /View Portfolio/ })).toBeTruthy();
    expect(await screen.findByText('No artworks available from this artist')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Instagram/ }).getAttribute('href')).toBe(
      'https://instagram.com/lena',
    );
    expect(screen.queryByRole('button', { name: 'Request Commission' })).toBeNull();
    // The avatar falls back to the portfolio image.
    const avatar = await screen.findByAltText('Portrait of Lena Hart');
    expect(avatar.getAttribute('src')).toBe('/uploads/studio.webp');
    // Contact still works for a visitor: it offers to log in.
    fireEvent.click(screen.getByRole('button', { name: /Contact/ }));
    expect(await screen.findByRole('menuitem', { name: /Log in to write to Lena/ })).toBeTruthy();
  });

  it('lets a signed-in collector open the commission dialog for the real artist', async () => {
    fakeApi({ user: demoUser(), routes: routes() });
    renderApp('/artist/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Request Commission' }, { timeout: 3000 }));
    expect(await screen.findByText(/Tell Lena Hart what you have in mind/)).toBeTruthy();
  });

  it("hides 'Request Commission' and Contact from the artist's own user", async () => {
    fakeApi({ user: demoUser({ id: 8, role: 'bus_admin' }), routes: routes() });
    renderApp('/artist/3');
    await screen.findByRole('button', { name: /Maya/ }, { timeout: 3000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Hart' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request Commission' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Contact/ })).toBeNull();
  });

  it("shows 'Artist Not Found' for a 404", async () => {
    fakeApi({
      routes: { '/api/artists/3': { status: 404, body: { message: 'Artist not found', code: 'NOT_FOUND' } } },
    });
    renderApp('/artist/3');
    expect(await screen.findByText('Artist Not Found', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Return Home/ })).toBeTruthy();
  });
});
