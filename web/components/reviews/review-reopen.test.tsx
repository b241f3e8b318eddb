import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CommissionRequest } from '@contract/commission-request';
import { dismissToast } from '@/lib/toast';
import { createCommand } from '@/lib/write';
import { offlineDb } from '@/offline/db';
import { enqueue, outboxItems } from '@/offline/outbox';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

// Edit in the sync panel reopens a queued review in the request's review form (issue 27, point 8).

const wait = { timeout: 3000 };
const LABEL = 'Review of "Living room colour field"';

const request: CommissionRequest = {
  id: 4,
  userId: 7,
  artistId: 3,
  senderName: 'Casey Morgan',
  artistName: 'Maya Okafor',
  title: 'Living room colour field',
  description: 'A large calm piece in greens and soft greys.',
  budget: 2000,
  preferredMedium: 'Oil',
  dimensions: null,
  deadline: null,
  referenceImages: [],
  status: 'completed',
  artistNotes: null,
  quotedPrice: 1800,
  estimatedCompletion: null,
  statusReason: null,
  conversationId: null,
  createdAt: '2026-10-16T10:00:00.000Z',
  version: 3,
  updatedAt: '2026-11-16T10:00:00.000Z',
};

beforeEach(() => {
  // Offline: the runner must not send the queue meanwhile.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  fakeApi({
    user: demoUser({ id: 7, role: 'user' }),
    routes: {
      '/api/commission-requests?userId=7': { body: [request] },
      '/api/commission-requests/4/reviews': {
        body: {
          side: 'collector',
          canReview: true,
          reason: null,
          closesAt: '2026-12-16T10:00:00.000Z',
          revealed: false,
          mine: null,
          theirs: null,
          theirsWritten: false,
        },
      },
    },
  });
});
afterEach(async () => {
  dismissToast();
  cleanup();
  vi.restoreAllMocks();
  await offlineDb().outbox.clear();
});

async function queueReview() {
  const command = await createCommand('writeCommissionReview', {
    params: { id: 4 },
    body: { rating: 4, text: 'Calm and exactly the greens we hoped for.' },
  });
  const seq = await enqueue(command, LABEL, 7);
  const after = await enqueue(
    await createCommand('sendMessage', { params: { id: 9 }, body: { body: 'Hello' } }),
    'Message to Maya',
    7,
  );
  return { seq, after, command };
}

describe("the sync panel's Edit of a queued review", () => {
  it('opens the review form with its stars and text, applies its validation, and saves in its place', async () => {
    const queued = await queueReview();
    renderApp('/commission-requests');
    // While it waits, the card says so (no form).
    expect(await screen.findByText(/Your review \(4 stars\) is saved on this device/, {}, wait)).toBeTruthy();
    fireEvent.click(await screen.findByTestId('sync-status', {}, wait));
    const panel = await screen.findByRole('dialog', { name: 'Sync' }, wait);
    const item = (await within(panel).findByText(LABEL, {}, wait)).closest('li')!;
    const edit = within(item).getByRole('link', { name: 'Edit' });
    expect(edit.getAttribute('href')).toMatch(/^\/commission-requests\?request=4&review=\d+$/);
    fireEvent.click(edit);

    const form = within(await screen.findByRole('form', { name: 'Edit your review' }, wait));
    expect((form.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    const text = form.getByLabelText('Your review') as HTMLTextAreaElement;
    expect(text.value).toBe('Calm and exactly the greens we hoped for.');

    // The form's own rule (the contract's words). Nothing changes in the queue.
    fireEvent.change(text, { target: { value: 'Nice' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText('Say a few words (at least 10 characters)', {}, wait)).toBeTruthy();
    expect((await outboxItems())[0]!.command.body).toEqual(queued.command.body);

    fireEvent.click(form.getByRole('radio', { name: '5 stars' }));
    fireEvent.change(text, { target: { value: 'Calm, and the greens are even better on the wall.' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved on this device — will sync when online', {}, wait)).toBeTruthy();

    await waitFor(async () => expect((await outboxItems())[0]!.command.body).toMatchObject({ rating: 5 }));
    const items = await outboxItems();
    // One review, where it was, with its key: never a second one.
    expect(items.map((entry) => entry.seq)).toEqual([queued.seq, queued.after]);
    expect(items[0]!.command.key).toBe(queued.command.key);
    expect(items[0]!.command.params).toEqual({ id: 4 });
    expect(items[0]!.command.body).toEqual({
      rating: 5,
      text: 'Calm, and the greens are even better on the wall.',
    });
    // Saved, the card shows it waiting again.
    expect(await screen.findByText(/Your review \(5 stars\) is saved on this device/, {}, wait)).toBeTruthy();
  });
});

describe("the sync panel's Edit of a review by an artist who sent the request as a collector", () => {
  it.each([
    ['this device holds the request', true],
    ['the server is asked for the request', false],
  ])('opens Sent by Me, where the request is, not Received (%s)', async (_, local) => {
    const mine = { ...request, artistId: 5, artistName: 'Tomas Berg' };
    fakeApi({
      user: demoUser({ id: 7, role: 'bus_admin', firstName: 'Maya' }),
      routes: {
        '/api/artists/me': { body: { id: 3, approvalStatus: 'approved' } },
        '/api/commission-requests?userId=7': { body: [mine] },
        '/api/commission-requests?artistId=3': { body: [] },
        ...(local ? {} : { '/api/commission-requests/4': { body: mine } }),
        '/api/commission-requests/4/reviews': {
          body: {
            side: 'collector',
            canReview: true,
            reason: null,
            closesAt: '2026-12-16T10:00:00.000Z',
            revealed: false,
            mine: null,
            theirs: null,
            theirsWritten: false,
          },
        },
      },
    });
    if (local) await offlineDb().commissionRequests.put(mine);
    const queued = await queueReview();
    renderApp(`/commission-requests?request=4&review=${queued.seq}`);
    const form = await screen.findByRole('form', { name: 'Edit your review' }, wait);
    expect((within(form).getByLabelText('Your review') as HTMLTextAreaElement).value).toBe(
      'Calm and exactly the greens we hoped for.',
    );
    expect(screen.getByRole('tab', { name: 'Sent by Me' }).getAttribute('aria-selected')).toBe('true');
    await offlineDb().commissionRequests.clear();
  });
});
