import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const opts = { timeout: 3000 };

describe('route guards', () => {
  it('asks a signed-out visitor to log in, in place', async () => {
    fakeApi({ user: null });
    const { router } = renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Authentication Required' }, opts)).toBeTruthy();
    expect(screen.getByText('Please log in to access this page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('denies a collector the artist dashboard', async () => {
    fakeApi({ user: demoUser({ role: 'user' }) });
    renderApp('/artist-dashboard');
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, opts)).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy();
  });

  it('denies an artist the admin screens', async () => {
    fakeApi({ user: demoUser({ role: 'bus_admin' }) });
    renderApp('/admin/artworks');
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, opts)).toBeTruthy();
  });

  it('lets super_admin through every guard', async () => {
    fakeApi({ user: demoUser({ role: 'super_admin' }) });
    renderApp('/artist-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Artist Dashboard' }, opts)).toBeTruthy();
  });

  it('shows the signed-in user their profile', async () => {
    fakeApi({
      user: demoUser({
        role: 'bus_admin',
        firstName: 'Ines',
        lastName: 'Moreau',
        email: 'ines@atelier.test',
      }),
    });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Ines Moreau' }, opts)).toBeTruthy();
    expect(screen.getByText('ines@atelier.test')).toBeTruthy();
    expect(screen.getAllByText('Artist').length).toBeGreaterThan(0);
    expect(screen.getByText('March 2024')).toBeTruthy();
  });
});

describe('404', () => {
  it('shows the not-found page with a way home for unknown paths', async () => {
    fakeApi();
    renderApp('/artist-profile/3');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, opts)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('treats a non-numeric artwork id as a missing artwork', async () => {
    fakeApi();
    renderApp('/artwork/abc');
    expect(await screen.findByRole('heading', { name: 'Artwork Not Found' }, opts)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the gallery' }).getAttribute('href')).toBe('/artworks');
  });
});
