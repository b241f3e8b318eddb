import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { currentUserQueryKey } from '@/api/auth';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const sentTo = (fetch: ReturnType<typeof fakeApi>, path: string) =>
  fetch.mock.calls.filter(([url, init]) => url === path && init?.method === 'POST');

describe('profile: change password', () => {
  it('sends the current and the new password and says it is done', async () => {
    const fetch = fakeApi({
      user: demoUser(),
      routes: { 'POST /api/auth/password': { body: { ok: true } } },
    });
    renderApp('/profile');
    fireEvent.change(await screen.findByLabelText('Current password', {}, { timeout: 3000 }), {
      target: { value: 'demo1234' },
    });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'violet-harbour-71' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    const [call] = sentTo(fetch, '/api/auth/password');
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      currentPassword: 'demo1234',
      newPassword: 'violet-harbour-71',
    });
  });

  it('shows a wrong current password on its field', async () => {
    fakeApi({
      user: demoUser(),
      routes: {
        'POST /api/auth/password': {
          status: 400,
          body: {
            message: 'Your current password is not correct',
            code: 'VALIDATION',
            fields: { currentPassword: 'Your current password is not correct' },
          },
        },
      },
    });
    renderApp('/profile');
    fireEvent.change(await screen.findByLabelText('Current password', {}, { timeout: 3000 }), {
      target: { value: 'wrong-one' },
    });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'violet-harbour-71' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password not changed')).toBeTruthy();
    expect(screen.getAllByText('Your current password is not correct').length).toBeGreaterThan(0);
  });

  it('checks the new password length before sending', async () => {
    const fetch = fakeApi({ user: demoUser() });
    renderApp('/profile');
    fireEvent.change(await screen.findByLabelText('Current password', {}, { timeout: 3000 }), {
      target: { value: 'demo1234' },
    });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(sentTo(fetch, '/api/auth/password')).toHaveLength(0);
  });
});

describe('profile: sign out everywhere', () => {
  it('asks first, then signs out, forgets the user and goes home', async () => {
    const fetch = fakeApi({
      user: demoUser(),
      routes: { 'POST /api/auth/logout-everywhere': { body: { ok: true } } },
    });
    const { router, queryClient } = renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }, { timeout: 3000 }));
    expect(await screen.findByText('Sign out everywhere?')).toBeTruthy();
    expect(sentTo(fetch, '/api/auth/logout-everywhere')).toHaveLength(0);
    // From now on the server says: signed out.
    fakeApi({ routes: { 'POST /api/auth/logout-everywhere': { body: { ok: true } } } });
    const buttons = screen.getAllByRole('button', { name: 'Sign out everywhere' });
    fireEvent.click(buttons[buttons.length - 1]!);
    expect(await screen.findByText('Signed out everywhere')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull());
  });
});
