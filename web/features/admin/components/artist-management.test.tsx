import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';
import { artistUser } from '@/features/admin/test-fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const opts = { timeout: 3000 };
const admin = demoUser({ role: 'admin' });
// happy-dom applies no CSS: the table and the phone cards are both in the DOM, so texts come twice.
const table = () => screen.getByRole('table', { name: 'Artist accounts' });

const users = [
  artistUser({
    userId: 1,
    artistId: 11,
    approvalStatus: 'approved',
    firstName: 'Maya',
    lastName: 'Okafor',
    username: 'maya',
  }),
  artistUser({ userId: 2, artistId: 12, approvalStatus: 'pending' }),
  artistUser({
    userId: 3,
    artistId: 13,
    approvalStatus: 'rejected',
    firstName: 'Dmitri',
    lastName: 'Volkov',
    username: 'dmitri',
  }),
  artistUser({
    userId: 4,
    artistId: undefined,
    approvalStatus: undefined,
    firstName: 'Jonah',
    lastName: 'Reyes',
    username: 'jonah',
  }),
];

// Counted by the server over every account (the table shows the loaded page only).
const counts = { total: 250, approved: 120, pending: 30, rejected: 20, missing: 80 };

describe('admin artist management', () => {
  it('shows the counters, the badges and the actions each account allows', async () => {
    fakeApi({
      user: admin,
      routes: {
        '/api/admin/artist-users': { body: users },
        '/api/admin/artist-users/counts': { body: counts },
      },
    });
    renderApp('/admin/artists');
    await screen.findByRole('table', { name: 'Artist accounts' }, opts);
    expect(await screen.findByText('250 total', undefined, opts)).toBeTruthy();
    const counter = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('dl')!.textContent;
    expect(counter('Approved Artists')).toContain('120');
    expect(counter('Pending Approval')).toContain('30');
    expect(counter('Missing Profiles')).toContain('80');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/admin');

    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]!.textContent)).toEqual([
      'Approved',
      'Pending',
      'Rejected',
      'Missing Profile',
    ]);
    expect(within(rows[0]!).getByText('@maya')).toBeTruthy();
    expect(within(rows[0]!).getByText('Artist')).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Revoke Maya Okafor' })).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Approve Theo Lindqvist' })).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: 'Approve Dmitri Volkov' })).toBeTruthy();
    expect(within(rows[3]!).getByText('Profile Needed')).toBeTruthy();
    expect(
      within(rows[3]!).getByRole('button', { name: 'Details for Jonah Reyes' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('approves a pending profile with {approved: true} and says so', async () => {
    const fetch = fakeApi({
      user: admin,
      routes: {
        '/api/admin/artist-users': { body: users },
        '/api/admin/artist-users/counts': { body: counts },
        'PATCH /api/artists/12/approve': { body: {} },
      },
    });
    // The server takes a moment, so the waiting state can be seen.
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (init?.method === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 150));
      return answer(input, init);
    });
    renderApp('/admin/artists');
    await screen.findByRole('table', { name: 'Artist accounts' }, opts);
    fireEvent.click(within(table()).getByRole('button', { name: 'Approve Theo Lindqvist' }));
    // Every approval button waits while the change is sent.
    await waitFor(() =>
      expect(
        within(table()).getByRole('button', { name: 'Revoke Maya Okafor' }).hasAttribute('disabled'),
      ).toBe(true),
    );
    expect(await screen.findByText('Artist updated', undefined, opts)).toBeTruthy();
    const call = fetch.mock.calls.find(([url]) => url === '/api/artists/12/approve');
    expect(call?.[1]).toMatchObject({ method: 'PATCH', body: JSON.stringify({ approved: true }) });
  });

  it('revokes with {approved: false} and shows the failure message', async () => {
    const fetch = fakeApi({
      user: admin,
      routes: {
        '/api/admin/artist-users': { body: users },
        '/api/admin/artist-users/counts': { body: counts },
        'PATCH /api/artists/11/approve': { status: 500, body: {} },
      },
    });
    renderApp('/admin/artists');
    await screen.findByRole('table', { name: 'Artist accounts' }, opts);
    fireEvent.click(within(table()).getByRole('button', { name: 'Revoke Maya Okafor' }));
    // Revoke asks first, with an optional reason the artist sees (issue 13).
    const confirm = await screen.findByRole('dialog', { name: 'Revoke “Maya Okafor”?' }, opts);
    expect(within(confirm).getByText(/all of their artworks are hidden/)).toBeTruthy();
    fireEvent.change(within(confirm).getByLabelText('Reason for the artist (optional)'), {
      target: { value: 'Portfolio links are broken' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke approval' }));
    expect(await screen.findByText('Failed to update artist', undefined, opts)).toBeTruthy();
    const call = fetch.mock.calls.find(([url]) => url === '/api/artists/11/approve');
    expect(call?.[1]).toMatchObject({
      body: JSON.stringify({ approved: false, reason: 'Portfolio links are broken' }),
    });
  }, 20_000);

  it('opens the details of a profile', async () => {
    fakeApi({
      user: admin,
      routes: {
        '/api/admin/artist-users': { body: users },
        '/api/admin/artist-users/counts': { body: counts },
        '/api/artists/11': {
          body: {
            id: 11,
            displayName: 'Maya Okafor',
            email: 'maya@atelier.test',
            bio: 'Paints the quiet hour.',
            specialties: [],
            website: 'https://mayaokafor.art',
            portfolioUrl: null,
            socialLinks: { instagram: '@maya.studio' },
            profileImageUrl: null,
            profileImageVariants: [],
            isVerified: true,
            approvalStatus: 'approved',
          },
        },
      },
    });
    renderApp('/admin/artists');
    await screen.findByRole('table', { name: 'Artist accounts' }, opts);
    fireEvent.click(within(table()).getByRole('button', { name: 'Details for Maya Okafor' }));
    const dialog = await screen.findByRole('dialog', undefined, opts);
    expect(await within(dialog).findByText('Paints the quiet hour.', undefined, opts)).toBeTruthy();
    expect(within(dialog).getByText('maya@atelier.test')).toBeTruthy();
    expect(within(dialog).getAllByText('Not specified')).toHaveLength(2); // specialties, Twitter
    expect(
      within(dialog)
        .getByRole('link', { name: /mayaokafor\.art/ })
        .getAttribute('href'),
    ).toBe('https://mayaokafor.art/');
    expect(within(dialog).getByRole('link', { name: /instagram\.com\/maya\.studio/ })).toBeTruthy();
  });

  it('exports the table as CSV and explains how to add an artist', async () => {
    fakeApi({
      user: admin,
      routes: {
        '/api/admin/artist-users': { body: users },
        '/api/admin/artist-users/counts': { body: counts },
      },
    });
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:atelier');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/admin/artists');
    await screen.findByRole('table', { name: 'Artist accounts' }, opts);
    fireEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), opts);
    const csv = await (createUrl.mock.calls[0]![0] as Blob).text();
    expect(csv).toContain('Name,Username,Email,Role,Profile Status,Joined,User ID,Artist ID');
    expect(csv).toContain('Jonah Reyes,jonah,theo@atelier.test,Artist,Missing Profile');

    fireEvent.click(screen.getByRole('button', { name: 'Add Artist' }));
    const dialog = await screen.findByRole('dialog', undefined, opts);
    expect((within(dialog).getByLabelText('Sign-up link') as HTMLInputElement).value).toMatch(/\/register$/);
    expect(within(dialog).getByRole('link', { name: 'Email an invitation' }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
  });
});
