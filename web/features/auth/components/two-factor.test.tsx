import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function logIn() {
  fireEvent.change(await screen.findByLabelText('Email', {}, { timeout: 3000 }), {
    target: { value: 'collector@atelier.test' },
  });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('two-factor sign-in', () => {
  it('asks for the code after the password, trusts the device when asked, and goes home', async () => {
    const fetch = fakeApi({
      routes: {
        'POST /api/auth/login': { body: { secondStep: true } },
        'POST /api/auth/login/second-step': { body: demoUser() },
        'GET /api/auth/two-factor': { body: { enabled: true, required: false, backupCodesLeft: 10 } },
      },
    });
    const { router } = renderApp('/login');
    await logIn();
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByLabelText('Trust this device for 30 days'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Welcome back')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/second-step'));
    expect(JSON.parse(String((call![1] as RequestInit).body))).toEqual({ code: '123456', trustDevice: true });
  });

  it('shows a wrong code under the field and stays on the second step', async () => {
    fakeApi({
      routes: {
        'POST /api/auth/login': { body: { secondStep: true } },
        'POST /api/auth/login/second-step': {
          status: 401,
          body: { message: 'That code is not right.', code: 'TWO_FACTOR_CODE_WRONG' },
        },
      },
    });
    renderApp('/login');
    await logIn();
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right.')).toBeTruthy();
  });

  it('sends an admin without it to set it up on the profile', async () => {
    const admin = demoUser({ role: 'app_admin' });
    fakeApi({
      user: admin,
      routes: {
        'POST /api/auth/login': { body: admin },
        'GET /api/auth/two-factor': { body: { enabled: false, required: true, backupCodesLeft: 0 } },
      },
    });
    const { router } = renderApp('/login');
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByText(/Admins sign in with a code from an authenticator app/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
  });
});
