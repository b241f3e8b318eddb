import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Artwork, ArtworkImage } from '@contract/artwork';
import { dismissToast } from '@/lib/toast';
import { createCommand } from '@/lib/write';
import { offlineDb } from '@/offline/db';
import { enqueue, outboxFileStore, outboxItems } from '@/offline/outbox';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

const wait = { timeout: 3000 };
const sync = { version: 1, updatedAt: '2026-01-01T00:00:00Z' };

const image = (id: number, isPrimary: boolean): ArtworkImage => ({
  ...sync,
  id,
  artworkId: 41,
  imageUrl: `/uploads/${id}.webp`,
  variants: [],
  width: 800,
  height: 1000,
  isPrimary,
  altText: null,
  title: null,
  description: null,
  createdAt: '2026-01-01T00:00:00Z',
});

const harbour: Artwork = {
  ...sync,
  id: 41,
  artistId: 3,
  artistName: 'Maya Lindqvist',
  title: 'Harbour',
  description: null,
  specialty: null,
  specialtyId: null,
  medium: 'Oil',
  mediumId: 2,
  dimensions: null,
  yearCreated: null,
  price: 300,
  imageUrl: '/uploads/501.webp',
  images: [image(501, true), image(502, false)],
  approvalStatus: 'approved',
  createdAt: '2026-01-01T00:00:00Z',
};

beforeEach(() => {
  // The runner must not send the queue meanwhile (its drain waits for `online`).
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  fakeApi({
    user: demoUser({ role: 'bus_admin' }),
    routes: {
      '/api/artists/me': { body: { id: 3, approvalStatus: 'approved', specialties: [], socialLinks: {} } },
      '/api/mediums': { body: [{ id: 2, name: 'Oil', isActive: true }] },
      '/api/artworks': { body: [harbour] },
    },
  });
});
afterEach(async () => {
  dismissToast();
  cleanup();
  vi.restoreAllMocks();
  await offlineDb().outbox.clear();
  await offlineDb().files.clear();
});

/** An edit of "Harbour" made offline: new title and price, a new photo, saved image 501 removed. */
async function queueEdit(status: 'pending' | 'conflict' = 'pending', error: string | null = null) {
  const command = await createCommand(
    'updateArtwork',
    {
      params: { id: 41 },
      body: {
        title: 'Harbour at dusk',
        description: null,
        mediumId: 2,
        specialtyId: null,
        dimensions: null,
        price: 450,
        images: [
          { file: 0, primary: false },
          { id: 501, remove: true },
        ],
      },
    },
    [new File(['dusk bytes'], 'dusk.jpg', { type: 'image/jpeg' })],
    outboxFileStore(),
  );
  const seq = await enqueue(command, 'Changes to "Harbour at dusk"', 7);
  if (status === 'conflict') await offlineDb().outbox.update(seq, { status, error });
  return { seq, command };
}

async function harbourCard() {
  renderApp('/artist-dashboard');
  const note = await screen.findByTestId('queued-edit', {}, wait);
  return { note, card: note.closest('li')! };
}

describe('an artwork edit waiting in the outbox', () => {
  it("shows on the artwork's dashboard card with the values it will get", async () => {
    await queueEdit();
    const { note, card } = await harbourCard();
    expect(within(card).getByRole('link', { name: 'Harbour' })).toBeTruthy(); // the server's card
    expect(within(note).getByText('Waiting to sync')).toBeTruthy();
    expect(note.textContent).toContain(
      'Edit saved on this device: Title "Harbour at dusk" · Price $450 · 1 new photo · 1 photo removed',
    );
  });

  it("shows 'Needs attention' and the server's reason when it was refused", async () => {
    await queueEdit('conflict', 'Price must be a multiple of 0.01');
    const { note } = await harbourCard();
    expect(within(note).getByText('Needs attention')).toBeTruthy();
    expect(within(note).queryByText('Waiting to sync')).toBeNull();
    expect(within(note).getByText('Price must be a multiple of 0.01')).toBeTruthy();
  });

  it('is where the edit form starts, and a second edit replaces it keeping its changes', async () => {
    const first = await queueEdit();
    const { card } = await harbourCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Harbour' }));
    const dialog = within(await screen.findByRole('dialog', {}, wait));

    const title = (await dialog.findByLabelText(/^Title/, {}, wait)) as HTMLInputElement;
    expect(title.value).toBe('Harbour at dusk');
    expect((dialog.getByLabelText(/^Price \(USD\)/) as HTMLInputElement).value).toBe('450');
    // Saved image 1 of 2 was removed in the queued edit; its new photo is there instead.
    expect(dialog.getAllByRole('radio')).toHaveLength(2);
    expect(dialog.getByRole('button', { name: 'Remove image 2 (dusk.jpg)' })).toBeTruthy();

    fireEvent.change(title, { target: { value: 'Harbour, dusk' } });
    // happy-dom leaves a registered <select> blank; a browser shows the saved medium.
    fireEvent.change(dialog.getByLabelText(/^Medium/), { target: { value: '2' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved on this device — will sync when online', {}, wait)).toBeTruthy();

    await waitFor(async () => expect((await outboxItems()).map((item) => item.seq)).not.toContain(first.seq));
    const items = await outboxItems();
    expect(items).toHaveLength(1);
    const [edit] = items;
    expect(edit!.command.body).toMatchObject({
      title: 'Harbour, dusk',
      price: 450,
      images: expect.arrayContaining([
        { id: 501, remove: true },
        { file: 0, primary: false },
      ]),
    });
    expect(edit!.command.files?.map((file) => file.name)).toEqual(['dusk.jpg']);
    expect(await (await outboxFileStore().get(edit!.command.files![0]!)).text()).toBe('dusk bytes');
    expect(edit!.command.key).not.toBe(first.command.key);
    // The first edit's copy of the photo left the device with it.
    expect(await offlineDb().files.get(first.command.files![0]!.id)).toBeUndefined();
  });
});
