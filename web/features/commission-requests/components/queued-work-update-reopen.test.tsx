import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CommissionRequest } from '@contract/commission-request';
import { dismissToast } from '@/lib/toast';
import { createCommand } from '@/lib/write';
import { offlineDb } from '@/offline/db';
import { enqueue, outboxFileStore, outboxItems } from '@/offline/outbox';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

// Edit in the sync panel reopens a queued work update in the card's work update form, its photos
// read back from the outbox (issue 27, point 8).

const wait = { timeout: 3000 };
const LABEL = 'Work update on "Living room colour field"';
const milestone = (title: string, state: 'paid' | 'unpaid') => ({
  title,
  amount: 1000,
  deliverable: '',
  nonRefundable: false,
  state,
  work: 'waiting' as const,
  refundDue: false,
  invoiceNumber: null,
});

const request = {
  id: 4,
  userId: 2,
  artistId: 3,
  senderName: 'Casey Morgan',
  artistName: 'Maya Okafor',
  title: 'Living room colour field',
  description: 'A large calm piece in greens and soft greys.',
  budget: 2000,
  preferredMedium: null,
  dimensions: null,
  deadline: null,
  referenceImages: [],
  status: 'in_progress',
  artistNotes: null,
  quotedPrice: null,
  estimatedCompletion: null,
  statusReason: null,
  conversationId: null,
  createdAt: '2026-10-16T10:00:00.000Z',
  version: 4,
  updatedAt: '2026-10-20T10:00:00.000Z',
  proposal: {
    version: 1,
    scope: 'Oil on canvas, 100 x 120 cm.',
    price: 2000,
    deliveryDate: '2031-03-01',
    sentAt: '2026-10-17T10:00:00.000Z',
    expiresAt: '2026-10-24T10:00:00.000Z',
    milestones: [milestone('Deposit', 'paid'), milestone('Final', 'unpaid')],
    revisionsIncluded: 2,
    revisionsLeft: 2,
    extension: null,
    revisionOffer: null,
    addOns: [],
  },
} as unknown as CommissionRequest;

beforeEach(() => {
  // Offline: the runner must not send the queue meanwhile.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  fakeApi({
    user: demoUser({ id: 9, role: 'bus_admin', firstName: 'Maya' }),
    routes: {
      '/api/artists/me': { body: { id: 3, approvalStatus: 'approved' } },
      '/api/commission-requests?userId=9': { body: [] },
      '/api/commission-requests?artistId=3': { body: [request] },
      '/api/commission-requests/4': { body: request },
      '/api/commission-requests/4/updates': { body: [] },
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

const photo = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], name, { type: 'image/png' });

describe("the sync panel's Edit of a queued work update", () => {
  it('opens the work update form with its text and photos, applies its rule, and saves in its place', async () => {
    const command = await createCommand(
      'postCommissionUpdate',
      { params: { id: 4 }, body: { body: 'The first glaze is on.', deliver: true } },
      [photo('glaze.png'), photo('detail.png')],
      outboxFileStore(),
    );
    const seq = await enqueue(command, 'Delivery on "Living room colour field"', 9);
    renderApp('/commission-requests');
    fireEvent.click(await screen.findByTestId('sync-status', {}, wait));
    const panel = await screen.findByRole('dialog', { name: 'Sync' }, wait);
    const item = (await within(panel).findByText('Delivery on "Living room colour field"', {}, wait)).closest(
      'li',
    )!;
    const edit = within(item).getByRole('link', { name: 'Edit' });
    expect(edit.getAttribute('href')).toBe(`/commission-requests?tab=received&request=4&update=${seq}`);
    fireEvent.click(edit);

    const form = within(await screen.findByRole('form', { name: 'Edit your work update' }, wait));
    const text = form.getByRole('textbox') as HTMLTextAreaElement;
    expect(text.value).toBe('The first glaze is on.');
    expect((form.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    const images = within(form.getByRole('list', { name: 'Images to send' }));
    expect(images.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['glaze.png', 'detail.png']);

    // The contract's rule, in its words; nothing changes in the queue.
    fireEvent.change(text, { target: { value: '   ' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect((await form.findByRole('alert', {}, wait)).textContent).toBe('Write a few words about the work');
    expect((await outboxItems())[0]!.command.body).toEqual({ body: 'The first glaze is on.', deliver: true });

    fireEvent.change(text, { target: { value: 'The first glaze is on; the greens are deeper now.' } });
    fireEvent.click(form.getByRole('checkbox'));
    fireEvent.click(images.getByRole('button', { name: 'Remove detail.png' }));
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved on this device — will sync when online', {}, wait)).toBeTruthy();
    await waitFor(async () => expect((await outboxItems())[0]!.label).toBe(LABEL));
    const items = await outboxItems();
    // One update, where it was, with its key, now with one photo: never a second item.
    expect(items).toHaveLength(1);
    expect(items[0]!.seq).toBe(seq);
    expect(items[0]!.command.key).toBe(command.key);
    expect(items[0]!.command.body).toEqual({
      body: 'The first glaze is on; the greens are deeper now.',
      deliver: false,
    });
    expect(items[0]!.command.files?.map((ref) => ref.name)).toEqual(['glaze.png']);
    // The dropped photo's bytes are gone from the device.
    expect(await offlineDb().files.count()).toBe(1);
  });
});
