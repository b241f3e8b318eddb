import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CommissionRequest } from '@contract/commission-request';
import { formatDate } from '@/lib/format';
import { dismissToast } from '@/lib/toast';
import { createCommand } from '@/lib/write';
import { offlineDb } from '@/offline/db';
import { enqueue, outboxItems } from '@/offline/outbox';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

// Edit in the sync panel reopens a queued proposal in the request card's proposal form (issue 27, point 8).

const wait = { timeout: 3000 };
const LABEL = 'Proposal for "Living room colour field"';

const request: CommissionRequest = {
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
  status: 'pending',
  artistNotes: null,
  quotedPrice: null,
  estimatedCompletion: null,
  statusReason: null,
  conversationId: null,
  createdAt: '2026-10-16T10:00:00.000Z',
  version: 1,
  updatedAt: '2026-10-16T10:00:00.000Z',
};

const QUEUED = {
  scope: 'Oil on canvas, 100 x 120 cm, greens and soft greys.',
  price: 2000,
  deliveryDate: '2031-03-01',
  milestones: [
    { title: 'Deposit', amount: 1000, deliverable: 'Work starts', nonRefundable: true },
    { title: 'Final', amount: 1000, deliverable: 'The painting', nonRefundable: false },
  ],
  revisionsIncluded: 3,
};

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
    },
  });
});
afterEach(async () => {
  dismissToast();
  cleanup();
  vi.restoreAllMocks();
  await offlineDb().outbox.clear();
});

async function queueProposal() {
  const command = await createCommand('sendCommissionProposal', { params: { id: 4 }, body: QUEUED });
  const seq = await enqueue(command, LABEL, 9);
  const after = await enqueue(
    await createCommand('sendMessage', { params: { id: 9 }, body: { body: 'Hello' } }),
    'Message to Casey',
    9,
  );
  return { seq, after, command };
}

describe("the sync panel's Edit of a queued proposal", () => {
  it('opens the proposal form with its values, applies its rule, and saves in its place', async () => {
    const queued = await queueProposal();
    renderApp('/commission-requests');
    fireEvent.click(await screen.findByTestId('sync-status', {}, wait));
    const panel = await screen.findByRole('dialog', { name: 'Sync' }, wait);
    const item = (await within(panel).findByText(LABEL, {}, wait)).closest('li')!;
    const edit = within(item).getByRole('link', { name: 'Edit' });
    expect(edit.getAttribute('href')).toMatch(/^\/commission-requests\?tab=received&request=4&proposal=\d+$/);
    fireEvent.click(edit);

    const form = within(await screen.findByRole('form', { name: 'Edit your proposal' }, wait));
    expect((form.getByLabelText(/^What you will make/) as HTMLTextAreaElement).value).toBe(QUEUED.scope);
    expect((form.getByLabelText(/^Price/) as HTMLInputElement).value).toBe('2000.00');
    expect((form.getByLabelText(/^Delivery date/) as HTMLInputElement).value).toBe('2031-03-01');
    expect((form.getByLabelText('Milestone 2') as HTMLInputElement).value).toBe('Final');
    expect((form.getByLabelText('Amount 2 (USD)') as HTMLInputElement).value).toBe('1000.00');
    expect(form.queryByLabelText('Milestone 3')).toBeNull();

    // The form's own rule (the contract's words); nothing changes in the queue.
    fireEvent.change(form.getByLabelText('Amount 2 (USD)'), { target: { value: '900' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect((await form.findByRole('alert', {}, wait)).textContent).toMatch(
      /^The milestones add up to .*, not the price of /,
    );
    expect((await outboxItems())[0]!.command.body).toEqual(QUEUED);

    fireEvent.change(form.getByLabelText(/^Price/), { target: { value: '1900' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved on this device — will sync when online', {}, wait)).toBeTruthy();
    await waitFor(async () => expect((await outboxItems())[0]!.command.body).toMatchObject({ price: 1900 }));
    const items = await outboxItems();
    // One proposal, where it was, with its key: never a second one.
    expect(items.map((entry) => entry.seq)).toEqual([queued.seq, queued.after]);
    expect(items[0]!.command.key).toBe(queued.command.key);
    expect(items[0]!.label).toBe(LABEL);
    expect(items[0]!.command.params).toEqual({ id: 4 });
    expect(items[0]!.command.body).toEqual({
      ...QUEUED,
      price: 1900,
      milestones: [QUEUED.milestones[0], { ...QUEUED.milestones[1], amount: 900 }],
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit your proposal' })).toBeNull());
  });
});

describe('a queued proposal on its request card', () => {
  it('shows what it offers with Edit, and no other answer beside it', async () => {
    await queueProposal();
    renderApp('/commission-requests?tab=received');
    const status = await screen.findByText(/^Your proposal \(.*\) is saved on this device/, {}, wait);
    expect(status.textContent).toBe(
      `Your proposal ($2,000, delivery by ${formatDate('2031-03-01')}) is saved on this device · Waiting to sync`,
    );
    // One answer at a time: no second proposal, nor an Accept or a Decline beside it.
    expect(screen.queryByRole('button', { name: 'Send proposal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit proposal' }));
    const form = within(await screen.findByRole('form', { name: 'Edit your proposal' }, wait));
    expect((form.getByLabelText(/^Price/) as HTMLInputElement).value).toBe('2000.00');
    expect(screen.queryByText(/^Your proposal \(.*\) is saved on this device/)).toBeNull();
  });

  it('refused by the server, says why; Discard removes it and "Send proposal" is offered again', async () => {
    const queued = await queueProposal();
    await offlineDb().outbox.update(queued.seq, {
      status: 'conflict',
      error: 'This request was cancelled meanwhile.',
    });
    renderApp('/commission-requests?tab=received');
    const alert = (await screen.findByText(/^Your proposal \(.*\) was not sent\./, {}, wait)).closest(
      '[role="alert"]',
    )!;
    expect(alert.textContent).toContain('This request was cancelled meanwhile.');
    expect(screen.queryByRole('button', { name: 'Send proposal' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    fireEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Discard proposal' }));
    expect(await screen.findByRole('button', { name: 'Send proposal' }, wait)).toBeTruthy();
    expect((await outboxItems()).map((item) => item.seq)).toEqual([queued.after]);
  });
});
