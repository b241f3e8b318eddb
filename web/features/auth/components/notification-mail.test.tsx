import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PREFS = {
  request_received: 'instant',
  message_received: 'instant',
  request_status: 'instant',
  quote_answered: 'instant',
  artwork_moderated: 'instant',
  artist_moderated: 'instant',
  review_requested: 'instant',
  followed_artist_artwork: 'digest',
  order_update: 'instant',
  commission_work: 'instant',
  commission_feedback: 'instant',
};

describe('e-mail notifications on the profile', () => {
  it("shows a collector's kinds with their choices and saves a change", async () => {
    const fetch = fakeApi({
      user: demoUser({ role: 'user' }),
      routes: {
        'GET /api/notifications/mail-prefs': { body: PREFS },
        'PUT /api/notifications/mail-prefs': { body: { ...PREFS, message_received: 'off' } },
      },
    });
    renderApp('/profile');
    const messages = (await screen.findByLabelText(
      'New messages',
      {},
      { timeout: 3000 },
    )) as HTMLSelectElement;
    expect(messages.value).toBe('instant');
    expect((screen.getByLabelText('New artworks by artists you follow') as HTMLSelectElement).value).toBe(
      'digest',
    );
    // An artist's kinds are not a collector's.
    expect(screen.queryByLabelText('New commission requests')).toBeNull();
    // Orders offer no digest.
    const orders = screen.getByLabelText('Orders') as HTMLSelectElement;
    expect([...orders.options].map((o) => o.textContent)).toEqual(['Off', 'E-mail at once']);

    fireEvent.change(messages, { target: { value: 'off' } });
    // The toast's own words ("Saved" alone is also the header's link to /saved).
    expect(await screen.findByText('New messages: Off.')).toBeTruthy();
    const put = fetch.mock.calls.find(
      ([url, init]) => url === '/api/notifications/mail-prefs' && init?.method === 'PUT',
    );
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ message_received: 'off' });
    await waitFor(() =>
      expect((screen.getByLabelText('New messages') as HTMLSelectElement).value).toBe('off'),
    );
  });
});

describe('/unsubscribe', () => {
  it('turns the kind off as the page opens and says which', async () => {
    const fetch = fakeApi({
      routes: { 'POST /api/mail/unsubscribe': { body: { kinds: ['request_received'] } } },
    });
    renderApp('/unsubscribe?token=7.request_received.sig');
    expect(await screen.findByText('You are unsubscribed.', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText(/We will no longer e-mail you about new commission requests\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage all your e-mail choices' })).toBeTruthy();
    const posts = fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/mail/unsubscribe'));
    expect(posts).toHaveLength(1);
    expect(String(posts[0]![0])).toContain('token=7.request_received.sig');
  });

  it('explains a link that is not valid', async () => {
    const gone =
      'This unsubscribe link is not valid any more. Sign in and choose which e-mails you get on your profile.';
    fakeApi({
      routes: {
        'POST /api/mail/unsubscribe': { status: 410, body: { message: gone, code: 'LINK_EXPIRED' } },
      },
    });
    renderApp('/unsubscribe?token=forged');
    expect(await screen.findByText(gone, {}, { timeout: 3000 })).toBeTruthy();
  });
});
