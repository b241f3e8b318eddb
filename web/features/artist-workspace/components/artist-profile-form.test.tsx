import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { dismissToast } from '@/lib/toast';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

const wait = { timeout: 3000 };

afterEach(() => {
  dismissToast(); // sonner keeps active toasts between renders
  cleanup();
  vi.restoreAllMocks();
});

const artistUser = demoUser({ role: 'bus_admin' });
const specialties = {
  body: [
    { id: 1, name: 'Abstract', isActive: true },
    { id: 2, name: 'Portrait', isActive: true },
  ],
};
const artist = {
  id: 3,
  bio: 'Painter of quiet hours.',
  portfolioUrl: null,
  specialties: ['Abstract'],
  socialLinks: { instagram: 'https://instagram.com/maya' },
  approvalStatus: 'approved',
};

describe('artist profile edit', () => {
  it('creates a profile when there is none, sending the spec multipart fields', async () => {
    const fetch = fakeApi({
      user: artistUser,
      routes: {
        '/api/artists/me': { status: 404, body: { message: 'Artist profile not found', code: 'NOT_FOUND' } },
        '/api/specialties': specialties,
        'POST /api/artists': { status: 201, body: { id: 9 } },
      },
    });
    const { router } = renderApp('/artist-profile-edit');
    expect(await screen.findByRole('heading', { name: 'Create My Artist Profile' }, wait)).toBeTruthy();
    expect(screen.getByText('PNG, JPG, GIF up to 10MB each')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Portfolio website'), { target: { value: 'my site' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(await screen.findByText('Please enter a valid URL', {}, wait)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Portfolio website'), { target: { value: 'https://maya.art' } });
    fireEvent.change(screen.getByLabelText(/^Bio/), { target: { value: 'Oil on linen.' } });
    const portrait = await screen.findByRole('button', { name: 'Portrait' }, wait);
    fireEvent.click(portrait);
    expect(portrait.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByText('Profile Created', {}, wait)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist-dashboard'));
    const post = fetch.mock.calls.find(([url, init]) => url === '/api/artists' && init?.method === 'POST');
    const form = post?.[1]?.body as FormData;
    const body = JSON.parse(String(form.get('body'))) as Record<string, unknown>;
    expect(body.bio).toBe('Oil on linen.');
    expect(body.portfolioUrl).toBe('https://maya.art');
    expect(body.specialties).toEqual(['Portrait']);
    expect(body.socialLinks).toEqual({
      instagram: '',
      website: '',
      twitter: '',
      behance: '',
      etsy: '',
    });
  });

  it("edits the profile and shows 'Update Failed' with the server's message", async () => {
    fakeApi({
      user: artistUser,
      routes: {
        '/api/artists/me': { body: artist },
        '/api/specialties': specialties,
        '/api/artist-images': { body: [] },
        'PATCH /api/artists/3': {
          status: 400,
          body: { message: 'Unknown specialties: Cubism', code: 'VALIDATION_ERROR' },
        },
      },
    });
    renderApp('/artist-profile-edit');
    expect(await screen.findByRole('heading', { name: 'Edit My Artist Profile' }, wait)).toBeTruthy();
    expect((screen.getByLabelText(/^Bio/) as HTMLTextAreaElement).value).toBe('Painter of quiet hours.');
    expect((screen.getByLabelText('Instagram') as HTMLInputElement).value).toBe('https://instagram.com/maya');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed', {}, wait)).toBeTruthy();
    expect(screen.getByText('400: Unknown specialties: Cubism')).toBeTruthy();
  });

  it('removes a deleted image at once and confirms it', async () => {
    const routes = {
      '/api/artists/me': { body: artist },
      '/api/specialties': specialties,
      '/api/artist-images': {
        body: [
          {
            id: 12,
            artistId: 3,
            imageUrl: '/uploads/studio.webp',
            variants: [],
            width: null,
            height: null,
            title: null,
            description: 'Where the work happens.',
            imageType: 'studio',
            isProfileImage: false,
          },
        ],
      },
      'DELETE /api/artist-images/12': { status: 204 },
    };
    fakeApi({ user: artistUser, routes });
    renderApp('/artist-profile-edit');
    expect(await screen.findByText('Studio', {}, wait)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
    fakeApi({ user: artistUser, routes: { ...routes, '/api/artist-images': { body: [] } } });
    await waitFor(() => expect(screen.queryByText('Where the work happens.')).toBeNull());
    expect(await screen.findByText('Image Deleted', {}, wait)).toBeTruthy();
    expect(screen.getByText('Image has been removed successfully')).toBeTruthy();
  });

  it("puts a refused delete back and says 'Delete Failed'", async () => {
    fakeApi({
      user: artistUser,
      routes: {
        '/api/artists/me': { body: artist },
        '/api/specialties': specialties,
        '/api/artist-images': {
          body: [
            {
              id: 12,
              artistId: 3,
              imageUrl: '/u/s.webp',
              variants: [],
              imageType: 'studio',
              description: 'Studio corner',
            },
          ],
        },
        'DELETE /api/artist-images/12': { status: 500, body: { message: 'Boom', code: 'INTERNAL_ERROR' } },
      },
    });
    renderApp('/artist-profile-edit');
    fireEvent.click(await screen.findByRole('button', { name: /Delete/ }, wait));
    expect(await screen.findByText('Delete Failed', {}, wait)).toBeTruthy();
    expect(screen.getByText('Failed to delete image')).toBeTruthy();
    expect(await screen.findByText('Studio corner', {}, wait)).toBeTruthy();
  });
});
