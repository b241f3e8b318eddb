import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Artist } from '@contract/artist';
import type { Artwork, ArtworkImage, StockItem } from '@contract/artwork';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const sync = { version: 1, updatedAt: '2026-01-01T00:00:00Z' };
const image = (id: number, isPrimary: boolean): ArtworkImage => ({
  ...sync,
  id,
  artworkId: 5,
  imageUrl: `/uploads/${id}.webp`,
  variants: [],
  width: 800,
  height: 1000,
  isPrimary,
  altText: `View ${id}`,
  title: null,
  description: null,
  createdAt: '2026-01-01T00:00:00Z',
});
const artwork = (over: Partial<Artwork> = {}): Artwork => ({
  ...sync,
  id: 5,
  artistId: 3,
  artistName: 'Lena Hart',
  title: 'Harbour Morning',
  description: 'Painted at first light.',
  specialty: 'Impressionism',
  specialtyId: 6,
  medium: 'Pastel',
  mediumId: 9,
  dimensions: '24 x 36 in',
  yearCreated: 2026,
  price: 850,
  imageUrl: '/uploads/1.webp',
  images: [image(1, false), image(2, true)],
  approvalStatus: 'approved',
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});
const artist: Partial<Artist> = {
  ...sync,
  id: 3,
  userId: 8,
  firstName: 'Lena',
  username: 'lenahart',
  displayName: 'Lena Hart',
  bio: 'Landscape painter.',
  profileImageUrl: null,
  profileImageVariants: [],
};
const stock = (over: Partial<StockItem>): StockItem => ({
  ...sync,
  id: 1,
  artworkId: 5,
  type: 'original',
  price: 850,
  quantity: 1,
  dimensions: '24 x 36 in',
  isAvailable: true,
  ...over,
});

function routes(over: Record<string, { status?: number; body?: unknown }> = {}) {
  return {
    '/api/artworks/5': { body: artwork() },
    '/api/artists/3': { body: artist },
    '/api/stock': {
      body: [stock({}), stock({ id: 2, type: 'print', price: 68, quantity: 38, dimensions: null })],
    },
    '/api/pod-products': { body: [] },
    ...over,
  };
}

describe('artwork detail', () => {
  it("says 'Loading artwork details...' while the artwork loads", async () => {
    const spy = fakeApi({ routes: routes() });
    const answer = spy.getMockImplementation()!;
    spy.mockImplementation((input, init) =>
      String(input) === '/api/artworks/5' ? new Promise<Response>(() => {}) : answer(input, init),
    );
    renderApp('/artwork/5');
    expect(await screen.findByText('Loading artwork details...', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('shows every section of the spec', async () => {
    fakeApi({ routes: routes() });
    renderApp('/artwork/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Harbour Morning' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Gallery/ })).toBeTruthy();
    // The primary image (the second) is shown first; the strip lets the visitor switch.
    expect(screen.getByRole('button', { name: 'Zoom image: View 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show image 1 of 2' }));
    expect(screen.getByRole('button', { name: 'Zoom image: View 1' })).toBeTruthy();
    expect(screen.getByText('About This Piece')).toBeTruthy();
    expect(screen.getByText('Style')).toBeTruthy();
    expect(await screen.findByText('Available Options')).toBeTruthy();
    expect(await screen.findByText('Original Artwork')).toBeTruthy();
    expect(screen.getByText('Prints Available')).toBeTruthy();
    expect(screen.getByText('Standard Print')).toBeTruthy();
    expect(screen.getByText('38 available')).toBeTruthy();
    expect(screen.getByText(/Ships worldwide in 5-7 business days/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Lena/ })).toBeTruthy();
  });

  it("shows 'Artwork Not Found' for a 404", async () => {
    fakeApi({
      routes: {
        '/api/artworks/5': { status: 404, body: { message: 'Artwork not found', code: 'NOT_FOUND' } },
      },
    });
    renderApp('/artwork/5');
    expect(await screen.findByText('Artwork Not Found', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Home/ })).toBeTruthy();
  });

  it("falls back to 'Artist Profile' when the artist is not public", async () => {
    fakeApi({
      routes: routes({
        '/api/artists/3': { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } },
      }),
    });
    renderApp('/artwork/5');
    expect(await screen.findByRole('link', { name: 'Artist Profile' }, { timeout: 3000 })).toBeTruthy();
  });

  it("shows a pending artwork with a disabled 'Pending Approval' and no buy buttons", async () => {
    fakeApi({ routes: routes({ '/api/artworks/5': { body: artwork({ approvalStatus: 'pending' }) } }) });
    renderApp('/artwork/5');
    const pending = await screen.findAllByRole('button', { name: 'Pending Approval' }, { timeout: 3000 });
    expect(pending.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Purchase Original' })).toBeNull();
  });

  it("buys the original with its price and an idempotency key: 'Added to Cart'", async () => {
    const fetch = fakeApi({
      user: demoUser(),
      routes: routes({ 'POST /api/orders': { status: 201, body: { id: 1 } } }),
    });
    renderApp('/artwork/5');
    await screen.findByRole('button', { name: /Maya/ }, { timeout: 3000 });
    const [buy] = await screen.findAllByRole('button', { name: 'Purchase Original' }, { timeout: 3000 });
    fireEvent.click(buy!);
    fireEvent.click(buy!); // a double click orders once
    expect(await screen.findByText('Added to Cart')).toBeTruthy();
    const posts = fetch.mock.calls.filter(([url, init]) => url === '/api/orders' && init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]![1]!.body))).toEqual({ artworkId: 5, amount: 850 });
    expect((posts[0]![1]!.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
  });

  it("says 'Failed to add artwork to cart' when the order fails", async () => {
    fakeApi({
      user: demoUser(),
      routes: routes({
        'POST /api/orders': {
          status: 409,
          body: {
            message: 'The original of this artwork is no longer available',
            code: 'ORIGINAL_UNAVAILABLE',
          },
        },
      }),
    });
    renderApp('/artwork/5');
    await screen.findByRole('button', { name: /Maya/ }, { timeout: 3000 });
    const [buy] = await screen.findAllByRole('button', { name: 'Purchase Original' }, { timeout: 3000 });
    fireEvent.click(buy!);
    expect(await screen.findByText('Failed to add artwork to cart')).toBeTruthy();
    expect(screen.getByText('The original of this artwork is no longer available')).toBeTruthy();
  });

  it('shows the heart of a saved artwork pressed; pressing it removes the favourite (issue 13)', async () => {
    const fetch = fakeApi({
      user: demoUser(),
      routes: routes({
        '/api/saved/ids': { body: { artistIds: [], artworkIds: [5] } },
        'DELETE /api/artworks/5/favourite': { body: { favourite: false } },
      }),
    });
    renderApp('/artwork/5');
    const heart = await screen.findByRole(
      'button',
      { name: 'Remove Harbour Morning from favourites' },
      { timeout: 3000 },
    );
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect(await screen.findByText('Removed from your favourites')).toBeTruthy();
    expect(
      fetch.mock.calls.filter(
        ([url, init]) => url === '/api/artworks/5/favourite' && init?.method === 'DELETE',
      ),
    ).toHaveLength(1);
  });

  it('sends a signed-out visitor to log in first', async () => {
    const fetch = fakeApi({ routes: routes() });
    const { router } = renderApp('/artwork/5');
    await screen.findByRole('link', { name: 'Login' }, { timeout: 3000 });
    const [buy] = await screen.findAllByRole('button', { name: 'Purchase Original' }, { timeout: 3000 });
    fireEvent.click(buy!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetch.mock.calls.some(([url]) => url === '/api/orders')).toBe(false);
  });

  it("orders a print-on-demand variant: 'Added to Cart'", async () => {
    const fetch = fakeApi({
      user: demoUser(),
      routes: routes({
        '/api/stock': { body: [stock({ isAvailable: false, quantity: 0 })] },
        '/api/pod-products': {
          body: [
            {
              ...sync,
              id: 4,
              artworkId: 5,
              externalId: 'poster',
              name: 'Poster',
              createdAt: '2026-01-01T00:00:00Z',
              variants: [
                { external_id: 'p-s', name: 'Small', retail_price: 21 },
                { external_id: 'p-l', name: 'Large', retail_price: 45 },
              ],
            },
          ],
        },
        'POST /api/pod-orders': { status: 201, body: { id: 2 } },
      }),
    });
    renderApp('/artwork/5');
    await screen.findByRole('button', { name: /Maya/ }, { timeout: 3000 });
    expect(await screen.findByText('Sold')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'p-l' } });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to Cart')).toBeTruthy();
    const post = fetch.mock.calls.find(
      ([url, init]) => url === '/api/pod-orders' && init?.method === 'POST',
    )!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      artworkId: 5,
      variantId: 'p-l',
      quantity: 2,
      unitPrice: 45,
    });
  });
});
