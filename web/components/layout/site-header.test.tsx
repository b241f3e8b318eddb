import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('site header', () => {
  it('offers Login and Register to a signed-out visitor', async () => {
    fakeApi({ user: null });
    renderApp('/about');
    expect((await screen.findByRole('link', { name: 'Login' }, { timeout: 3000 })).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getAllByPlaceholderText('Search artists, artworks, or styles...').length).toBeGreaterThan(
      0,
    );
  });

  it('shows a menu with the first name; Artist Dashboard only for artists', async () => {
    fakeApi({ user: demoUser({ role: 'bus_admin', firstName: 'Ines' }) });
    renderApp('/about');
    fireEvent.click(await screen.findByRole('button', { name: /Ines/ }));
    expect(await screen.findByRole('menuitem', { name: /Artist Dashboard/ })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Admin Dashboard/ })).toBeNull();
    expect(screen.getByRole('menuitem', { name: /Profile/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Requests/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Orders/ }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('menuitem', { name: /Logout/ })).toBeTruthy();
    expect(screen.queryByText('Admin', { selector: 'span' })).toBeNull();
  });

  it('links the orders from the Profile page too (issue 13)', async () => {
    fakeApi({ user: demoUser({ firstName: 'Ines' }) });
    renderApp('/profile');
    const main = await screen.findByRole('main', {}, { timeout: 3000 });
    expect((await within(main).findByRole('link', { name: 'Orders' })).getAttribute('href')).toBe('/orders');
  });

  it('shows the Admin badge and Admin Dashboard to app_admin', async () => {
    fakeApi({ user: demoUser({ role: 'app_admin', firstName: 'Ada' }) });
    renderApp('/about');
    expect(await screen.findByText('Admin', { selector: 'span' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Ada/ }));
    expect(await screen.findByRole('menuitem', { name: /Admin Dashboard/ })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Artist Dashboard/ })).toBeNull();
  });

  it('logs out: POST /api/auth/logout, back home, signed out', async () => {
    const fetch = fakeApi({ user: demoUser({ firstName: 'Maya' }) });
    const { router } = renderApp('/about');
    fireEvent.click(await screen.findByRole('button', { name: /Maya/ }));
    fetch.mockClear();
    const afterLogout = fakeApi({ user: null, routes: { 'POST /api/auth/logout': { status: 204 } } });
    fireEvent.click(await screen.findByRole('menuitem', { name: /Logout/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      afterLogout.mock.calls.some(([url, init]) => url === '/api/auth/logout' && init?.method === 'POST'),
    ).toBe(true);
    expect(await screen.findByText('Logged out successfully')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Maya/ })).toBeNull();
  });
});

describe('search box', () => {
  it('goes to /?search=<text> and ignores blank text', async () => {
    fakeApi();
    const { router } = renderApp('/about');
    const [input] = await screen.findAllByPlaceholderText('Search artists, artworks, or styles...');
    fireEvent.change(input!, { target: { value: '   ' } });
    fireEvent.submit(input!.closest('form')!);
    expect(router.state.location.pathname).toBe('/about');

    fireEvent.change(input!, { target: { value: 'blue & gold' } });
    fireEvent.submit(input!.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.searchStr).toBe('?search=blue+%26+gold');
    expect(await screen.findByRole('heading', { level: 1, name: /Results for “blue & gold”/ })).toBeTruthy();
  });
});
