import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';
import { artistUser, artwork } from '@/features/admin/test-fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const opts = { timeout: 3000 };
const admin = demoUser({ role: 'app_admin', firstName: 'Alex' });
const stats = { totalArtists: 13, totalArtworks: 72, pendingApprovals: 2, monthlySales: 12_345 };

describe('admin dashboard', () => {
  it('shows the stat tiles, monthly sales in thousands, linking to the admin screens', async () => {
    fakeApi({ user: admin, routes: { '/api/stats': { body: stats } } });
    renderApp('/admin');
    expect(await screen.findByText('$12.3k', undefined, opts)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Total Artists\s*13/ }).getAttribute('href')).toBe(
      '/admin/artists',
    );
    expect(screen.getByRole('link', { name: /Total Artworks\s*72/ }).getAttribute('href')).toBe(
      '/admin/artworks',
    );
    expect(screen.getByRole('link', { name: /Pending Approvals\s*2/ }).getAttribute('href')).toBe(
      '/admin#pending-approvals',
    );
  });

  it("says 'No pending approvals' when nothing waits", async () => {
    fakeApi({
      user: admin,
      routes: {
        '/api/stats': { body: { ...stats, pendingApprovals: 0 } },
        '/api/admin/artist-users': { body: [artistUser({ approvalStatus: 'approved' })] },
        '/api/artworks': { body: [] },
      },
    });
    renderApp('/admin');
    expect(await screen.findByText('No pending approvals', undefined, opts)).toBeTruthy();
  });

  it('lists pending artists and artworks and approves an artist', async () => {
    const fetch = fakeApi({
      user: admin,
      routes: {
        '/api/stats': { body: stats },
        '/api/admin/artist-users': {
          body: [
            artistUser({ artistId: 4 }),
            artistUser({ userId: 8, artistId: undefined, approvalStatus: undefined }),
          ],
        },
        '/api/artworks': { body: [artwork({ id: 9, title: 'Three Birds' })] },
        'PATCH /api/artists/4/approve': { body: {} },
      },
    });
    renderApp('/admin');
    const approve = await screen.findByRole('button', { name: 'Approve Theo Lindqvist' }, opts);
    expect(screen.getByRole('button', { name: 'Reject Three Birds' })).toBeTruthy();
    expect(screen.queryByText('No pending approvals')).toBeNull();
    fireEvent.click(approve);
    expect(await screen.findByText('Artist updated', undefined, opts)).toBeTruthy();
    const call = fetch.mock.calls.find(([url]) => url === '/api/artists/4/approve');
    expect(call?.[1]).toMatchObject({ method: 'PATCH', body: JSON.stringify({ approved: true }) });
    // The lists and stats are loaded again after the change.
    const statLoads = fetch.mock.calls.filter(([url]) => url === '/api/stats');
    expect(statLoads.length).toBeGreaterThanOrEqual(2);
  });

  it('shows the spec message when an artwork decision fails', async () => {
    fakeApi({
      user: admin,
      routes: {
        '/api/stats': { body: stats },
        '/api/artworks': { body: [artwork({ id: 9, title: 'Three Birds' })] },
        'PATCH /api/artworks/9/approve': {
          status: 409,
          body: { message: 'This artwork is already rejected' },
        },
      },
    });
    renderApp('/admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Three Birds' }, opts));
    // Reject asks first (issue 13).
    const confirm = await screen.findByRole('dialog', { name: 'Reject “Three Birds”?' }, opts);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reject artwork' }));
    expect(await screen.findByText('Failed to update artwork approval', undefined, opts)).toBeTruthy();
    const toast = screen.getByText('Failed to update artwork approval').closest('li')!;
    expect(within(toast).getByText('This artwork is already rejected')).toBeTruthy();
  });

  it('denies a collector', async () => {
    fakeApi({ user: demoUser({ role: 'user' }) });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, opts)).toBeTruthy();
  });
});
