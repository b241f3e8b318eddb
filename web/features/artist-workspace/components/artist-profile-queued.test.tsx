import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { createCommand } from '@/lib/write';
import { offlineDb } from '@/offline/db';
import { enqueue } from '@/offline/outbox';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

const wait = { timeout: 3000 };

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await offlineDb().outbox.clear();
});

describe('an artist profile edit waiting in the outbox', () => {
  it('is where the profile form starts, and the page says it is waiting to sync', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false); // the runner leaves the queue alone
    fakeApi({
      user: demoUser({ role: 'bus_admin' }),
      routes: {
        '/api/artists/me': {
          body: {
            id: 3,
            bio: 'Painter of quiet hours.',
            portfolioUrl: null,
            specialties: [],
            socialLinks: { instagram: 'https://instagram.com/maya' },
            approvalStatus: 'approved',
          },
        },
      },
    });
    const command = await createCommand('updateArtist', {
      params: { id: 3 },
      body: {
        bio: 'Oil on linen, painted at night.',
        socialLinks: {
          instagram: 'https://instagram.com/maya.night',
          website: '',
          twitter: '',
          behance: '',
          etsy: '',
        },
        images: [],
      },
    });
    await enqueue(command, 'Changes to your artist profile', 7);

    renderApp('/artist-profile-edit');
    expect(await screen.findByRole('heading', { name: 'Edit My Artist Profile' }, wait)).toBeTruthy();
    // The form starts from the queued values once the outbox has been read.
    await waitFor(
      () =>
        expect((screen.getByLabelText(/^Bio/) as HTMLTextAreaElement).value).toBe(
          'Oil on linen, painted at night.',
        ),
      wait,
    );
    expect((screen.getByLabelText('Instagram') as HTMLInputElement).value).toBe(
      'https://instagram.com/maya.night',
    );
    expect(
      screen.getByText('Your changes saved on this device are waiting to sync. They are filled in below.'),
    ).toBeTruthy();
  });
});
