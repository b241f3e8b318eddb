import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { dismissToast } from '@/lib/toast';
import { createCommand } from '@/lib/write';
import { offlineDb } from '@/offline/db';
import { enqueue, outboxFileStore, outboxItems } from '@/offline/outbox';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

const wait = { timeout: 3000 };

afterEach(async () => {
  dismissToast();
  cleanup();
  vi.restoreAllMocks();
  await offlineDb().outbox.clear();
  await offlineDb().files.clear();
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

describe('an artist profile created offline, not yet sent', () => {
  /** The create queued by the first offline save: a bio, a portfolio and one described photo. */
  async function queueCreate() {
    const command = await createCommand(
      'createArtist',
      {
        body: {
          bio: 'Painter of quiet hours.',
          portfolioUrl: 'https://maya.art',
          socialLinks: { instagram: '', website: '', twitter: '', behance: '', etsy: '' },
          images: [{ file: 0, description: 'The studio at night', type: 'studio' }],
        },
      },
      [new File(['studio bytes'], 'studio.jpg', { type: 'image/jpeg' })],
      outboxFileStore(),
    );
    const seq = await enqueue(command, 'Your artist profile', 7);
    return { seq, command };
  }

  it('is where the form starts, photos included, and saving again replaces it: one create, the new values', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false); // the runner leaves the queue alone
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    fakeApi({
      user: demoUser({ role: 'bus_admin' }),
      routes: {
        '/api/artists/me': { status: 404, body: { message: 'Artist profile not found', code: 'NOT_FOUND' } },
      },
    });
    const first = await queueCreate();

    renderApp('/artist-profile-edit');
    expect(await screen.findByRole('heading', { name: 'Create My Artist Profile' }, wait)).toBeTruthy();
    const bio = (await screen.findByLabelText(/^Bio/, {}, wait)) as HTMLTextAreaElement;
    await waitFor(() => expect(bio.value).toBe('Painter of quiet hours.'), wait);
    expect((screen.getByLabelText('Portfolio website') as HTMLInputElement).value).toBe('https://maya.art');
    expect(screen.getByAltText('Preview of studio.jpg')).toBeTruthy();
    expect((screen.getByLabelText('Description of image 1 (optional)') as HTMLInputElement).value).toBe(
      'The studio at night',
    );
    expect(
      screen.getByText('Your changes saved on this device are waiting to sync. They are filled in below.'),
    ).toBeTruthy();

    fireEvent.change(bio, { target: { value: 'Oil on linen, painted at night.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(await screen.findByText('Saved on this device — will sync when online', {}, wait)).toBeTruthy();

    await waitFor(async () => expect((await outboxItems()).map((item) => item.seq)).not.toContain(first.seq));
    const items = await outboxItems();
    expect(items.map((item) => item.command.endpoint)).toEqual(['createArtist']);
    const [create] = items;
    expect(create!.command.body).toMatchObject({
      bio: 'Oil on linen, painted at night.',
      portfolioUrl: 'https://maya.art',
      images: [{ file: 0, description: 'The studio at night', type: 'studio' }],
    });
    expect(create!.command.files?.map((file) => file.name)).toEqual(['studio.jpg']);
    expect(await (await outboxFileStore().get(create!.command.files![0]!)).text()).toBe('studio bytes');
    expect(create!.command.key).not.toBe(first.command.key);
    // The first create's copy of the photo left the device with it.
    expect(await offlineDb().files.get(first.command.files![0]!.id)).toBeUndefined();
  });
});
