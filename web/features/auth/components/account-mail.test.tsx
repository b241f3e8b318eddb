import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';
import { RESET_SENT_TEXT } from './password-reset-forms';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('password reset screens', () => {
  it("'Forgot password?' on the login page leads to a form that always gives the same answer", async () => {
    fakeApi({ routes: { 'POST /api/auth/password-reset': { body: { ok: true } } } });
    const { router } = renderApp('/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }, { timeout: 3000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'who@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(RESET_SENT_TEXT)).toBeTruthy();
  });

  it('shows the limit in words when too many links were asked for', async () => {
    fakeApi({
      routes: {
        'POST /api/auth/password-reset': {
          status: 429,
          body: {
            message: 'Too many e-mails asked for in a short time. Please wait 30 minutes and try again.',
            code: 'RATE_LIMITED',
          },
        },
      },
    });
    renderApp('/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email', {}, { timeout: 3000 }), {
      target: { value: 'who@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(/Please wait 30 minutes/)).toBeTruthy();
    expect(screen.queryByText(RESET_SENT_TEXT)).toBeNull();
  });

  it('sends to the login page after a new password is set, and explains a used link', async () => {
    fakeApi({ routes: { 'POST /api/auth/password-reset/confirm': { body: { ok: true } } } });
    const { router } = renderApp('/reset-password?token=abc');
    fireEvent.change(await screen.findByLabelText('New password', {}, { timeout: 3000 }), {
      target: { value: 'a fresh secret 9' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    cleanup();
    const gone =
      'This password reset link has expired or was used already. Ask for a new one on the sign-in page.';
    fakeApi({
      routes: {
        'POST /api/auth/password-reset/confirm': {
          status: 410,
          body: { message: gone, code: 'LINK_EXPIRED' },
        },
      },
    });
    renderApp('/reset-password?token=old');
    fireEvent.change(await screen.findByLabelText('New password', {}, { timeout: 3000 }), {
      target: { value: 'a fresh secret 9' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(gone)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });
});

describe('e-mail on the profile', () => {
  it('says when the address is not confirmed and sends the link again on request', async () => {
    const artist = demoUser({ role: 'bus_admin', emailVerified: false });
    const fetch = fakeApi({
      user: artist,
      routes: { 'POST /api/auth/verify-email/resend': { body: { ok: true } } },
    });
    renderApp('/profile');
    expect(
      await screen.findByText('Your e-mail address is not confirmed yet', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByText(/Until then you cannot submit artworks for review/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('Link sent')).toBeTruthy();
    expect(
      fetch.mock.calls.some(
        ([url, init]) => url === '/api/auth/verify-email/resend' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it("says it on the artist's dashboard too (the route hands the notice in), and only until confirmed", async () => {
    const routes = {
      '/api/artists/me': { status: 404, body: { message: 'No artist profile yet', code: 'NOT_FOUND' } },
      'POST /api/auth/verify-email/resend': { body: { ok: true } },
    };
    fakeApi({ user: demoUser({ role: 'bus_admin', emailVerified: false }), routes });
    renderApp('/artist-dashboard');
    expect(
      await screen.findByText('Your e-mail address is not confirmed yet', {}, { timeout: 3000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('Link sent')).toBeTruthy();

    cleanup();
    vi.restoreAllMocks();
    fakeApi({ user: demoUser({ role: 'bus_admin', emailVerified: true }), routes });
    renderApp('/artist-dashboard');
    expect(await screen.findByText('Artist Dashboard', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText('Your e-mail address is not confirmed yet')).toBeNull();
  });

  it('confirms a link as the page opens', async () => {
    fakeApi({
      routes: { 'POST /api/auth/verify-email': { body: { outcome: 'changed', email: 'new@example.test' } } },
    });
    renderApp('/verify-email?token=abc');
    expect(
      await screen.findByText(
        "Your account's e-mail address is now new@example.test.",
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
  });
});

describe('sessions on the profile', () => {
  it("lists where the account is signed in and signs out another device with 'Sign out'", async () => {
    const sessions = [
      {
        id: 'this-one',
        device: 'Firefox on Linux',
        ipAddress: '203.0.113.7',
        signedInAt: '2026-11-20T10:00:00.000Z',
        lastSeenAt: '2026-11-25T10:00:00.000Z',
        current: true,
      },
      {
        id: 'phone-session',
        device: 'Safari on iOS',
        ipAddress: '198.51.100.4',
        signedInAt: '2026-11-21T10:00:00.000Z',
        lastSeenAt: '2026-11-24T08:30:00.000Z',
        current: false,
      },
    ];
    const fetch = fakeApi({
      user: demoUser(),
      routes: {
        'GET /api/auth/sessions': { body: sessions },
        'DELETE /api/auth/sessions/phone-session': { status: 204 },
      },
    });
    renderApp('/profile');
    expect(await screen.findByText('Safari on iOS', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('This device')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Sign out' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Safari on iOS is signed out.')).toBeTruthy();
    expect(
      fetch.mock.calls.some(
        ([url, init]) => url === '/api/auth/sessions/phone-session' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });
});
