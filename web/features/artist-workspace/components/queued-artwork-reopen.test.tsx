import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dismissToast } from '@/lib/toast';
import { createCommand } from '@/lib/write';
import { offlineDb } from '@/offline/db';
import { enqueue, outboxFileStore, outboxItems } from '@/offline/outbox';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

// Edit in the sync panel reopens a queued new artwork in the artwork form itself (issue 27, point 8).

const wait = { timeout: 3000 };

beforeEach(() => {
  // Offline: the runner must not send the queue meanwhile.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  fakeApi({
    user: demoUser({ role: 'bus_admin' }),
    routes: {
      '/api/artists/me': { body: { id: 3, approvalStatus: 'approved', specialties: [], socialLinks: {} } },
      '/api/mediums': { body: [{ id: 2, name: 'Oil', isActive: true }] },
      '/api/artworks': { body: [] },
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

/** A new artwork drafted offline with two photos (the second one primary), and one queued after it. */
async function queueDraft(status: 'pending' | 'conflict') {
  const command = await createCommand(
    'createArtwork',
    {
      body: {
        title: 'Harbour at dawn',
        description: null,
        mediumId: 2,
        specialtyId: null,
        dimensions: null,
        price: 450,
        images: [
          { file: 0, primary: false },
          { file: 1, primary: true },
        ],
      },
    },
    [
      new File(['harbour bytes'], 'harbour.jpg', { type: 'image/jpeg' }),
      new File(['boats bytes'], 'boats.jpg', { type: 'image/jpeg' }),
    ],
    outboxFileStore(),
  );
  const seq = await enqueue(command, 'New artwork "Harbour at dawn"', 7);
  if (status === 'conflict') await offlineDb().outbox.update(seq, { status, error: 'Title is taken' });
  const after = await enqueue(
    await createCommand('sendMessage', { params: { id: 9 }, body: { body: 'Hello' } }),
    'Message to Ana',
    7,
  );
  return { seq, after, command };
}

async function editFromSyncPanel(itemLabel: string) {
  renderApp('/artist-dashboard');
  fireEvent.click(await screen.findByTestId('sync-status', {}, wait));
  const panel = await screen.findByRole('dialog', { name: 'Sync' }, wait);
  const item = (await within(panel).findByText(itemLabel, {}, wait)).closest('li')!;
  fireEvent.click(within(item).getByRole('link', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'New artwork, saved on this device' }, wait);
  return within(dialog);
}

describe("the sync panel's Edit of a queued new artwork", () => {
  it('opens the artwork form with the draft, applies its validation, and saves in the draft’s place', async () => {
    const draft = await queueDraft('conflict');
    const form = await editFromSyncPanel('New artwork "Harbour at dawn"');

    const title = (await form.findByLabelText(/^Title/, {}, wait)) as HTMLInputElement;
    expect(title.value).toBe('Harbour at dawn');
    expect((form.getByLabelText(/^Price \(USD\)/) as HTMLInputElement).value).toBe('450');
    expect(form.getByRole('button', { name: 'Remove image 1 (harbour.jpg)' })).toBeTruthy();
    expect(form.getByRole('button', { name: 'Remove image 2 (boats.jpg)' })).toBeTruthy();
    // happy-dom leaves a registered <select> blank; a browser shows the draft's medium.
    await form.findByRole('option', { name: 'Oil' }, wait);
    fireEvent.change(form.getByLabelText(/^Medium/), { target: { value: '2' } });

    // The form's own rule: a title is required. Nothing is queued.
    fireEvent.change(title, { target: { value: '  ' } });
    fireEvent.click(form.getByRole('button', { name: /^(Create artwork|Save)/ }));
    expect(await form.findByText('Title is required', {}, wait)).toBeTruthy();
    expect((await outboxItems()).map((item) => item.command.body)).toContainEqual(
      expect.objectContaining({ title: 'Harbour at dawn' }),
    );

    fireEvent.change(title, { target: { value: 'Harbour, first light' } });
    fireEvent.click(form.getByRole('button', { name: /^(Create artwork|Save)/ }));
    expect(await screen.findByText('Saved on this device — will sync when online', {}, wait)).toBeTruthy();

    await waitFor(async () =>
      expect((await outboxItems())[0]?.label).toBe('New artwork "Harbour, first light"'),
    );
    const items = await outboxItems();
    // One draft, where it was (before the message queued after it), with its key: never a second one.
    expect(items.map((item) => item.seq)).toEqual([draft.seq, draft.after]);
    const [edited] = items;
    expect(edited).toMatchObject({ status: 'pending', error: null });
    expect(edited!.command.key).toBe(draft.command.key);
    expect(edited!.command.body).toMatchObject({ title: 'Harbour, first light', mediumId: 2, price: 450 });
    // The photos are kept, the primary one too.
    const files = edited!.command.files!;
    expect(files.map((file) => file.name)).toEqual(['harbour.jpg', 'boats.jpg']);
    expect(await (await outboxFileStore().get(files[1]!)).text()).toBe('boats bytes');
    expect((edited!.command.body as { images: unknown[] }).images).toEqual([
      { file: 0, primary: false },
      { file: 1, primary: true },
    ]);
  });

  it('is offered while the draft waits too, and not for a write without a form', async () => {
    await queueDraft('pending');
    renderApp('/artist-dashboard');
    fireEvent.click(await screen.findByTestId('sync-status', {}, wait));
    const panel = await screen.findByRole('dialog', { name: 'Sync' }, wait);
    const draft = (await within(panel).findByText('New artwork "Harbour at dawn"', {}, wait)).closest('li')!;
    expect(within(draft).getByRole('link', { name: 'Edit' }).getAttribute('href')).toMatch(
      /^\/artist-dashboard\?queued=\d+$/,
    );
    const message = within(panel).getByText('Message to Ana').closest('li')!;
    expect(within(message).queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
