import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dismissToast } from '@/lib/toast';
import { createCommand } from '@/lib/write';
import { offlineDb } from '@/offline/db';
import { enqueue, outboxItems } from '@/offline/outbox';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

// Edit in the sync panel reopens a queued commission request in the request form (issue 27, point 8).

const wait = { timeout: 3000 };
const LABEL = 'Commission request "Harbour at dusk"';

beforeEach(() => {
  // Offline: the runner must not send the queue meanwhile.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  fakeApi({
    user: demoUser({ id: 7, role: 'user' }),
    routes: {
      '/api/artists/3': {
        body: { id: 3, userId: 9, displayName: 'Maya Okafor', specialties: [], socialLinks: {} },
      },
      '/api/mediums': { body: [{ id: 2, name: 'Oil', isActive: true }] },
      '/api/commission-requests': { body: [] },
    },
  });
});
afterEach(async () => {
  dismissToast();
  cleanup();
  vi.restoreAllMocks();
  await offlineDb().outbox.clear();
});

/** A request written offline, and a message queued after it. */
async function queueRequest(status: 'pending' | 'conflict') {
  const command = await createCommand('createCommissionRequest', {
    body: {
      artistId: 3,
      serviceId: 5,
      title: 'Harbour at dusk',
      description: 'The harbour from the ferry at dusk, for our hallway.',
      budget: 600,
      preferredMedium: null,
      dimensions: '40 x 50 cm',
      deadline: null,
      referenceImages: ['https://images.example.org/ferry.jpg'],
    },
  });
  const seq = await enqueue(command, LABEL, 7);
  if (status === 'conflict') await offlineDb().outbox.update(seq, { status, error: 'Budget too low' });
  const after = await enqueue(
    await createCommand('sendMessage', { params: { id: 9 }, body: { body: 'Hello' } }),
    'Message to Maya',
    7,
  );
  return { seq, after, command };
}

async function openSyncPanel() {
  renderApp('/commission-requests');
  fireEvent.click(await screen.findByTestId('sync-status', {}, wait));
  return screen.findByRole('dialog', { name: 'Sync' }, wait);
}

describe("the sync panel's Edit of a queued commission request", () => {
  it('opens the request form with the request, applies its validation, and saves in its place', async () => {
    const queued = await queueRequest('conflict');
    const panel = await openSyncPanel();
    const item = (await within(panel).findByText(LABEL, {}, wait)).closest('li')!;
    fireEvent.click(within(item).getByRole('link', { name: 'Edit' }));
    const form = within(
      await screen.findByRole('dialog', { name: 'Commission request, saved on this device' }, wait),
    );

    const description = form.getByLabelText(/^Description/) as HTMLTextAreaElement;
    expect((form.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Harbour at dusk');
    expect(description.value).toBe('The harbour from the ferry at dusk, for our hallway.');
    expect((form.getByLabelText(/^Budget/) as HTMLInputElement).value).toBe('600');
    expect((form.getByLabelText(/^Dimensions/) as HTMLInputElement).value).toBe('40 x 50 cm');
    expect((form.getByLabelText(/^Reference images/) as HTMLTextAreaElement).value).toBe(
      'https://images.example.org/ferry.jpg',
    );
    expect(await form.findByText(/Your request to Maya Okafor/, {}, wait)).toBeTruthy();

    // The form's own rule (the contract's words). Nothing changes in the queue.
    fireEvent.change(description, { target: { value: 'Too short' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText('Description must be at least 10 characters', {}, wait)).toBeTruthy();
    expect((await outboxItems())[0]!.command.body).toMatchObject({
      description: 'The harbour from the ferry at dusk, for our hallway.',
    });

    fireEvent.change(form.getByLabelText(/^Title/), { target: { value: 'Harbour at night' } });
    fireEvent.change(description, { target: { value: 'The harbour lights from the ferry at night.' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved on this device — will sync when online', {}, wait)).toBeTruthy();

    await waitFor(async () =>
      expect((await outboxItems())[0]?.label).toBe('Commission request "Harbour at night"'),
    );
    const items = await outboxItems();
    // One request, where it was (before the message), with its key: never a second one.
    expect(items.map((entry) => entry.seq)).toEqual([queued.seq, queued.after]);
    const [edited] = items;
    expect(edited).toMatchObject({ status: 'pending', error: null });
    expect(edited!.command.key).toBe(queued.command.key);
    expect(edited!.command.body).toEqual({
      artistId: 3,
      serviceId: 5,
      title: 'Harbour at night',
      description: 'The harbour lights from the ferry at night.',
      budget: 600,
      preferredMedium: null,
      dimensions: '40 x 50 cm',
      deadline: null,
      referenceImages: ['https://images.example.org/ferry.jpg'],
    });
  });

  it('is offered while the request waits, as a link to the requests page', async () => {
    await queueRequest('pending');
    const panel = await openSyncPanel();
    const item = (await within(panel).findByText(LABEL, {}, wait)).closest('li')!;
    expect(within(item).getByRole('link', { name: 'Edit' }).getAttribute('href')).toMatch(
      /^\/commission-requests\?queued=\d+$/,
    );
  });
});
