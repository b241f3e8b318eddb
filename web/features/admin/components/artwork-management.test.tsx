import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_SKELETON_ROWS } from '@contract/constants';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';
import { artwork, artworkImage, stockItem } from '@/features/admin/test-fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const opts = { timeout: 3000 };
const admin = demoUser({ role: 'super_admin' });
const table = () => screen.getByRole('table', { name: 'Artworks' });
const rowOf = (title: string) => within(table()).getByText(title, { selector: 'p' }).closest('tr')!;

const artworks = [
  artwork({ id: 1, title: 'Held Breath', approvalStatus: 'approved', artistId: 7 }),
  artwork({
    id: 2,
    title: 'Rooftops',
    approvalStatus: 'pending',
    dimensions: null,
    yearCreated: null,
    price: null,
  }),
  artwork({ id: 3, title: 'One Line', approvalStatus: 'rejected', createdAt: 'not a date' }),
];

describe('admin artwork management', () => {
  it(`shows a skeleton of ${ADMIN_SKELETON_ROWS} rows while loading`, async () => {
    fakeApi({ user: admin });
    const fetch = vi.mocked(globalThis.fetch);
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation((input, init) =>
      String(input).startsWith('/api/artworks') ? new Promise<Response>(() => {}) : answer(input, init),
    );
    renderApp('/admin/artworks');
    const skeleton = await screen.findByRole('status', { name: 'Loading artworks' }, opts);
    expect(skeleton.querySelectorAll('[data-skeleton-row]')).toHaveLength(ADMIN_SKELETON_ROWS);
  });

  it('counts every status and shows the columns of each artwork', async () => {
    // The counters are the totals (X-Total-Count) of a one-item page per status.
    const counts = {
      '/api/artworks?status=approved&limit=1': { body: [artworks[0]] },
      '/api/artworks?status=pending&limit=1': { body: [artworks[1]] },
      '/api/artworks?status=rejected&limit=1': { body: [artworks[2]] },
      '/api/artworks?status=all&limit=1': { body: artworks },
    };
    fakeApi({ user: admin, routes: { '/api/artworks': { body: artworks }, ...counts } });
    renderApp('/admin/artworks');
    await screen.findByRole('table', { name: 'Artworks' }, opts);
    const counter = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('dl')!;
    expect(within(counter('Approved')).getByText('1')).toBeTruthy();
    expect(within(counter('Total')).getByText('3')).toBeTruthy();

    const held = rowOf('Held Breath');
    expect(within(held).getByRole('link', { name: 'Theo Lindqvist' }).getAttribute('href')).toBe('/artist/7');
    expect(within(held).getByText('Year 2024')).toBeTruthy();
    expect(within(held).getByText('$1,200')).toBeTruthy();
    expect(within(held).getByText('March 5, 2024')).toBeTruthy();
    expect(within(held).getByRole('button', { name: 'Revoke Held Breath' })).toBeTruthy();

    const rooftops = rowOf('Rooftops');
    expect(within(rooftops).getByText('Not specified')).toBeTruthy();
    expect(within(rooftops).getByText('Not set')).toBeTruthy();
    expect(within(rooftops).getByText('Pending')).toBeTruthy();
    expect(within(rooftops).getByRole('button', { name: 'Approve Rooftops' })).toBeTruthy();
    expect(within(rooftops).getByRole('button', { name: 'Reject Rooftops' })).toBeTruthy();

    const oneLine = rowOf('One Line');
    expect(within(oneLine).getByText('Unknown')).toBeTruthy();
    expect(within(oneLine).getByRole('button', { name: 'Approve One Line' })).toBeTruthy();
    expect(within(oneLine).queryByRole('button', { name: /Reject|Revoke/ })).toBeNull();
  });

  it('filters by the status in the URL', async () => {
    fakeApi({ user: admin, routes: { '/api/artworks': { body: artworks } } });
    renderApp('/admin/artworks?status=pending');
    await screen.findByRole('table', { name: 'Artworks' }, opts);
    expect(within(table()).getAllByRole('row')).toHaveLength(2); // header + Rooftops
    expect(within(table()).getByText('Rooftops', { selector: 'p' })).toBeTruthy();
  });

  it('revokes with {approved: false} and shows the spec toasts for success and failure', async () => {
    const fetch = fakeApi({
      user: admin,
      routes: {
        '/api/artworks': { body: artworks },
        'PATCH /api/artworks/1/approve': { body: artworks[0] },
        'PATCH /api/artworks/3/approve': {
          status: 409,
          body: { message: 'This artwork is already approved' },
        },
      },
    });
    renderApp('/admin/artworks');
    await screen.findByRole('table', { name: 'Artworks' }, opts);
    fireEvent.click(within(rowOf('Held Breath')).getByRole('button', { name: 'Revoke Held Breath' }));
    // Revoke asks first: Cancel sends nothing; confirming without a reason sends none (issue 13).
    const ask = () => screen.findByRole('dialog', { name: 'Revoke “Held Breath”?' }, opts);
    fireEvent.click(within(await ask()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), opts);
    expect(fetch.mock.calls.find(([url]) => url === '/api/artworks/1/approve')).toBeUndefined();
    fireEvent.click(within(rowOf('Held Breath')).getByRole('button', { name: 'Revoke Held Breath' }));
    fireEvent.click(within(await ask()).getByRole('button', { name: 'Revoke approval' }));
    expect(await screen.findByText('Artwork Updated', undefined, opts)).toBeTruthy();
    expect(screen.getByText('Artwork status has been updated successfully')).toBeTruthy();
    const call = fetch.mock.calls.find(([url]) => url === '/api/artworks/1/approve');
    expect(call?.[1]).toMatchObject({ method: 'PATCH', body: JSON.stringify({ approved: false }) });

    fireEvent.click(within(rowOf('One Line')).getByRole('button', { name: 'Approve One Line' }));
    expect(await screen.findByText('Failed to update artwork', undefined, opts)).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  }, 20_000);

  it('shows the details dialog with up to 3 extra images and the stock', async () => {
    const images = [1, 2, 3, 4, 5].map((id) =>
      artworkImage(id, { isPrimary: id === 1, altText: `View ${id}` }),
    );
    fakeApi({
      user: admin,
      routes: {
        '/api/artworks': { body: [artwork({ id: 5, title: 'Dusk', artistName: '', images })] },
        '/api/stock': {
          body: [stockItem({ id: 1 }), stockItem({ id: 2, type: 'print', price: 45, isAvailable: false })],
        },
      },
    });
    renderApp('/admin/artworks');
    await screen.findByRole('table', { name: 'Artworks' }, opts);
    fireEvent.click(within(table()).getByRole('button', { name: 'Details of Dusk' }));
    const dialog = await screen.findByRole('dialog', undefined, opts);
    expect(within(dialog).getAllByText('Unknown Artist').length).toBeGreaterThan(0);
    expect(
      within(within(dialog).getByRole('list', { name: 'More images' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(await within(dialog).findByText('Available', undefined, opts)).toBeTruthy();
    expect(within(dialog).getByText('Sold')).toBeTruthy();
    expect(within(dialog).getByText('Print')).toBeTruthy();
    expect(within(dialog).getByText('$45')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Approve Dusk' })).toBeTruthy();
  });
});
