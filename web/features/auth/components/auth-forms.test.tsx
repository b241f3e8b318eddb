import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('login', () => {
  it('fills the form from a demo account, signs in, says Welcome back and goes home', async () => {
    const fetch = fakeApi({ routes: { 'POST /api/auth/login': { body: demoUser() } } });
    const { router } = renderApp('/login');
    fireEvent.click(
      await screen.findByRole('button', { name: /collector@atelier\.test/ }, { timeout: 3000 }),
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('collector@atelier.test');
    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email');
    fakeApi({ user: demoUser(), routes: { 'POST /api/auth/login': { body: demoUser() } } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Welcome back')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetch).toHaveBeenCalled();
  });

  it('shows the spec toast on a wrong password', async () => {
    fakeApi({
      routes: {
        'POST /api/auth/login': {
          status: 401,
          body: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
        },
      },
    });
    const { router } = renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Email', {}, { timeout: 3000 }), {
      target: { value: 'a@b.c' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('requires email and password', async () => {
    fakeApi();
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }, { timeout: 3000 }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });
});

describe('register', () => {
  it('offers exactly the two account types, artist by default', async () => {
    fakeApi();
    renderApp('/register');
    const radios = await screen.findAllByRole('radio', {}, { timeout: 3000 });
    expect(radios).toHaveLength(2);
    expect(screen.getByText('Art Collectors: browse and purchase')).toBeTruthy();
    expect(screen.getByText('sell artwork and take commissions')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Artist/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('shows a 409 on the field it names, with the failure toast', async () => {
    fakeApi({
      routes: {
        'POST /api/auth/register': {
          status: 409,
          body: {
            message: 'Email is already registered',
            code: 'DUPLICATE',
            fields: { email: 'Email is already registered' },
          },
        },
      },
    });
    renderApp('/register');
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByLabelText('First name', {}, { timeout: 3000 });
    fill('First name', 'Ines');
    fill('Last name', 'Moreau');
    fill('Username', 'ines');
    fill('Email', 'ines@atelier.test');
    fill('Password', 'long enough');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(screen.getByText('Please check your information and try again')).toBeTruthy();
    expect(await screen.findByText('Email is already registered')).toBeTruthy();
  });

  it('creates the account, notes the approval wait for artists and goes home', async () => {
    fakeApi({
      routes: { 'POST /api/auth/register': { status: 201, body: demoUser({ role: 'bus_admin' }) } },
    });
    const { router } = renderApp('/register');
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByLabelText('First name', {}, { timeout: 3000 });
    fill('First name', 'Ines');
    fill('Last name', 'Moreau');
    fill('Username', 'ines');
    fill('Email', 'ines@atelier.test');
    fill('Password', 'long enough');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account created')).toBeTruthy();
    expect(screen.getByText(/waiting for approval/)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
