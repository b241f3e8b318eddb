import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Artist } from '@contract/artist';
import type { Artwork } from '@contract/artwork';
import type { Commission } from '@contract/commission';
import { json, renderApp } from '@/test/render-app';
import { browseArtists } from './artist-browse';
import { browseArtworks, parseArtworkBrowseSearch } from './artwork-browse';
import { browseCommissions } from './commission-browse';
import { aCommission, anArtist, anArtwork } from './test-fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const opts = { timeout: 3000 };
const names = (list: { name: string }[]) => list.map((item, i) => ({ id: i + 1, isActive: true, ...item }));
const MEDIUMS = names([{ name: 'Oil' }, { name: 'Ink' }, { name: 'Watercolor' }]);
const SPECIALTIES = names(
  [
    'Abstract',
    'Landscape',
    'Portrait',
    'Contemporary',
    'Minimalism',
    'Impressionism',
    'Surrealism',
    'Urban',
    'Botanical',
  ].map((name) => ({ name })),
);

const ARTWORKS: Artwork[] = [
  anArtwork({ id: 1, title: 'Morning Field', medium: 'Oil', price: 180 }),
  anArtwork({ id: 2, title: 'Shibuya Rain', medium: 'Ink', price: 4200, specialty: 'Urban' }),
  anArtwork({ id: 3, title: 'Glen at Dusk', medium: 'Oil', price: 95, specialty: 'Landscape' }),
];
const ARTISTS: Artist[] = [
  anArtist({
    id: 1,
    displayName: 'Maya Okafor',
    isVerified: true,
    artworkCount: 4,
    specialties: ['Abstract'],
  }),
  anArtist({ id: 2, displayName: 'Lena Hart', artworkCount: 3, specialties: ['Landscape'] }),
];
const COMMISSIONS: Commission[] = [
  aCommission({ id: 1, title: 'Wedding Portrait', price: 1800 }),
  aCommission({ id: 2, title: 'Pet Portrait', price: 220, medium: 'Charcoal' }),
];

function list(items: unknown[]) {
  return json(items, 200, { 'X-Total-Count': String(items.length) });
}

/** A fake API that filters with the same rules as the server; `offline` makes list calls fail. */
function galleryApi({ offline = () => false }: { offline?: () => boolean } = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url, 'http://app.test');
    const q = Object.fromEntries(url.searchParams);
    if (url.pathname === '/api/auth/me') return json({ message: 'Not signed in' }, 401);
    if (url.pathname === '/api/mediums') return json(MEDIUMS);
    if (url.pathname === '/api/specialties') return json(SPECIALTIES);
    if (offline()) throw new TypeError('Failed to fetch');
    if (url.pathname === '/api/artworks') {
      const bucket = [
        { price: 'under-100', max: '100' },
        { price: '100-500', min: '100', max: '500' },
        { price: '500-1000', min: '500', max: '1000' },
        { price: 'over-1000', min: '1000' },
      ].find((b) => b.min === q.minPrice && b.max === q.maxPrice)?.price;
      return list(browseArtworks(ARTWORKS, parseArtworkBrowseSearch({ ...q, price: bucket })));
    }
    if (url.pathname === '/api/artists') return list(browseArtists(ARTISTS, q));
    if (url.pathname === '/api/commissions') return list(browseCommissions(COMMISSIONS, q));
    return json([], 200);
  });
}

function calledUrls(fetch: ReturnType<typeof galleryApi>, path: string) {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://app.test'))
    .filter((url) => url.pathname === path);
}

describe('Browse Artwork', () => {
  it('asks the API for approved artworks with the URL filters and shows the matches', async () => {
    const fetch = galleryApi();
    renderApp('/artworks?medium=Oil&price=100-500');
    expect(await screen.findByRole('link', { name: 'Morning Field' }, opts)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Glen at Dusk' })).toBeNull();
    expect(screen.getByText('1 artwork')).toBeTruthy();
    const params = calledUrls(fetch, '/api/artworks').at(-1)!.searchParams;
    expect(Object.fromEntries(params)).toEqual({
      approved: 'true',
      medium: 'Oil',
      minPrice: '100',
      maxPrice: '500',
    });
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter Price: $100 - $500' })).toBeTruthy();
  });

  it('shows the empty state for an impossible search and clears the filters', async () => {
    galleryApi();
    const { router } = renderApp('/artworks?search=zzqx&sort=title');
    expect(await screen.findByText('No artworks found matching your criteria', {}, opts)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Shibuya Rain' }, opts)).toBeTruthy();
    expect(router.state.location.search).toEqual({ sort: 'title' });
  });

  it('puts a typed search in the URL after a pause', async () => {
    galleryApi();
    const { router } = renderApp('/artworks');
    const box = await screen.findByRole('searchbox', { name: 'Search artworks' }, opts);
    fireEvent.change(box, { target: { value: '  shibuya ' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'shibuya' }), opts);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Morning Field' })).toBeNull(), opts);
    expect(screen.getByRole('link', { name: 'Shibuya Rain' })).toBeTruthy();
  });

  it('falls back to filtering the saved gallery on this device when the API cannot be reached', async () => {
    let offline = false;
    galleryApi({ offline: () => offline });
    const { router } = renderApp('/artworks');
    expect(await screen.findByRole('link', { name: 'Shibuya Rain' }, opts)).toBeTruthy();
    offline = true;
    await act(() => router.navigate({ to: '/artworks', search: { medium: 'Oil', sort: 'price-low' } }));
    expect(
      await screen.findByText(/filtered on this device from what it saved earlier/, {}, opts),
    ).toBeTruthy();
    const titles = within(screen.getByRole('list', { name: 'Artworks' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles).toEqual(['Glen at Dusk', 'Morning Field']);
  });
});

describe('a gallery offline (issue 27, point 2)', () => {
  it("counts what the device holds ('… on this device'), not the server's total, and pages it locally", async () => {
    const many = Array.from({ length: 30 }, (_, i) => anArtwork({ id: 100 - i, title: `Study ${100 - i}` }));
    let offline = false;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(typeof input === 'string' ? input : (input as Request).url, 'http://app.test');
      if (url.pathname === '/api/auth/me') return json({ message: 'Not signed in' }, 401);
      if (offline) throw new TypeError('Failed to fetch');
      if (url.pathname !== '/api/artworks') return json([], 200);
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const next: Record<string, string> =
        start + 24 < many.length ? { 'X-Next-Cursor': String(start + 24) } : {};
      return json(many.slice(start, start + 24), 200, { 'X-Total-Count': '30', ...next });
    });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { router } = renderApp('/artworks');
    expect(await screen.findByText('30 artworks', {}, opts)).toBeTruthy();
    const cards = () => within(screen.getByRole('list', { name: 'Artworks' })).getAllByRole('link');
    expect(cards()).toHaveLength(24);

    offline = true;
    online.mockReturnValue(false);
    await act(() => router.navigate({ to: '/artworks', search: { sort: 'title' } }));
    // Without IndexedDB here, the device holds the 24 artworks it was shown: it says so, in the
    // API's order for the new sort, and offers no 'Load more' that could not load.
    expect(await screen.findByText('24 artworks on this device', {}, opts)).toBeTruthy();
    expect(
      cards()
        .map((card) => card.textContent)
        .slice(0, 3),
    ).toEqual(['Study 100', 'Study 77', 'Study 78']);
    expect(cards().at(-1)!.textContent).toBe('Study 99');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('Meet Our Artists', () => {
  it('shows the stats, the first 8 specialties as chips, and filters by one', async () => {
    const fetch = galleryApi();
    const { router } = renderApp('/artists');
    expect(await screen.findByRole('link', { name: 'Lena Hart' }, opts)).toBeTruthy();
    const stats = screen.getByText('Verified artists').parentElement!;
    expect(within(stats).getByText('1')).toBeTruthy();
    expect(within(screen.getByText('Artworks available').parentElement!).getByText('7')).toBeTruthy();
    const chips = await screen.findByRole('group', { name: 'Popular specialties' }, opts);
    await waitFor(() => expect(within(chips).getAllByRole('button')).toHaveLength(8));
    expect(within(chips).queryByRole('button', { name: 'Botanical' })).toBeNull();

    fireEvent.click(within(chips).getByRole('button', { name: 'Landscape' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ specialty: 'Landscape' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Maya Okafor' })).toBeNull(), opts);
    expect(within(chips).getByRole('button', { name: 'Landscape' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(
      calledUrls(fetch, '/api/artists').some((url) => url.searchParams.get('specialty') === 'Landscape'),
    ).toBe(true);
  });

  it("says 'No artists found' when nothing matches", async () => {
    galleryApi();
    renderApp('/artists?search=nobody-like-this');
    expect(await screen.findByText('No artists found', {}, opts)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });
});

describe('Commission Gallery', () => {
  it('loads the showcase and sorts by price', async () => {
    const fetch = galleryApi();
    const { router } = renderApp('/commissions');
    expect(await screen.findByText('Wedding Portrait', {}, opts)).toBeTruthy();
    expect(calledUrls(fetch, '/api/commissions')[0]!.searchParams.get('showcase')).toBe('true');
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sortBy)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('Price: low to high');
    fireEvent.change(sortBy, { target: { value: 'price-low' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'price-low' }));
    await waitFor(() => {
      const titles = within(screen.getByRole('list', { name: 'Commissions' }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
      expect(titles).toEqual(['Pet Portrait', 'Wedding Portrait']);
    }, opts);
  });

  it("says 'No commissions found' when nothing matches", async () => {
    galleryApi();
    renderApp('/commissions?medium=Pastel');
    expect(await screen.findByText('No commissions found', {}, opts)).toBeTruthy();
  });
});
