import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { CommissionRequest } from '@contract/commission-request';
import { dismissToast } from '@/lib/toast';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

afterEach(() => {
  dismissToast();
  cleanup();
  vi.restoreAllMocks();
});

const request = (patch: Partial<CommissionRequest> = {}): CommissionRequest => ({
  id: 4,
  userId: 7,
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
  ...patch,
});

const PROPOSAL = {
  version: 2,
  scope: 'Oil on canvas, 100 x 120 cm.',
  price: 2000,
  deliveryDate: '2031-03-01',
  sentAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  milestones: [
    {
      title: 'Deposit',
      amount: 1000,
      deliverable: 'Work starts',
      nonRefundable: true,
      state: 'unpaid' as const,
      work: 'waiting' as const,
      refundDue: false,
      invoiceNumber: null,
    },
    {
      title: 'Final',
      amount: 1000,
      deliverable: 'The painting',
      nonRefundable: false,
      state: 'unpaid' as const,
      work: 'waiting' as const,
      refundDue: false,
      invoiceNumber: null,
    },
  ],
  revisionsIncluded: 2,
  revisionsLeft: 2,
  extension: null,
  revisionOffer: null,
  addOns: [],
};

describe('proposals with milestones', () => {
  it('the artist sees the milestones add up as they type', async () => {
    const artist = demoUser({ id: 9, role: 'bus_admin', firstName: 'Maya' });
    fakeApi({
      user: artist,
      routes: {
        '/api/artists/me': { body: { id: 3, approvalStatus: 'approved' } },
        '/api/commission-requests?userId=9': { body: [] },
        '/api/commission-requests?artistId=3': { body: [request({ userId: 2 })] },
      },
    });
    renderApp('/commission-requests');
    fireEvent.click(await screen.findByRole('tab', { name: 'Received' }, { timeout: 3000 }));
    const card = await screen.findByRole('article', { name: 'Living room colour field' });
    fireEvent.click(within(card).getByRole('button', { name: 'Send proposal' }));
    const form = within(card).getByRole('form', { name: 'Send a proposal' });
    // The budget is the starting price, split 50 / 25 / 25 with a non-refundable deposit.
    expect(within(form).getByRole('status').textContent).toMatch(/add up to \$2,000(\.00)? of \$2,000/);
    fireEvent.change(within(form).getByLabelText('Amount 3 (USD)'), { target: { value: '400' } });
    expect(within(form).getByRole('status').textContent).toMatch(/add up to \$1,900(\.00)? of \$2,000/);
    fireEvent.click(within(form).getByRole('button', { name: 'Send proposal' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/Describe what you will make/);
  });

  it('the collector answers the version on screen, with no second pair of quote buttons', async () => {
    const collector = demoUser({ id: 7, role: 'user', firstName: 'Casey' });
    fakeApi({
      user: collector,
      routes: {
        '/api/commission-requests?userId=7': {
          body: [request({ status: 'quoted', quotedPrice: 2000, proposal: PROPOSAL })],
        },
      },
    });
    renderApp('/commission-requests?tab=sent');
    const card = await screen.findByRole('article', { name: 'Living room colour field' }, { timeout: 3000 });
    const panel = within(card).getByRole('region', { name: 'Proposal, version 2' });
    expect(within(panel).getByText('Non-refundable')).toBeTruthy();
    expect(within(panel).getByText(/^\d+ days left$/)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Accept proposal (version 2)' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Accept quote' })).toBeNull();
  });

  it("fetches a card's work log only when it is opened", async () => {
    const collector = demoUser({ id: 7, role: 'user', firstName: 'Casey' });
    const working = (id: number, title: string) =>
      request({ id, title, status: 'in_progress', quotedPrice: 2000, proposal: PROPOSAL });
    const fetch = fakeApi({
      user: collector,
      routes: {
        '/api/commission-requests?userId=7': {
          body: [working(4, 'Living room colour field'), working(5, 'Hallway triptych')],
        },
        '/api/commission-requests/4/updates': {
          body: [
            {
              id: 1,
              requestId: 4,
              kind: 'update',
              milestone: 1,
              side: 'artist',
              authorName: 'Maya Okafor',
              body: 'Blocking in the greens',
              images: [],
              createdAt: '2026-11-21T10:00:00.000Z',
            },
          ],
        },
      },
    });
    const logCalls = () =>
      fetch.mock.calls
        .filter(([input]) => String(input).includes('/updates'))
        .map(([input]) => String(input));
    renderApp('/commission-requests?tab=sent');
    const card = await screen.findByRole('article', { name: 'Living room colour field' }, { timeout: 3000 });
    await screen.findByRole('article', { name: 'Hallway triptych' });
    expect(logCalls()).toEqual([]);
    fireEvent.click(within(card).getByRole('button', { name: 'Show the work log' }));
    expect(await within(card).findByText('Blocking in the greens')).toBeTruthy();
    // The opened card's log only, not the other card's.
    expect([...new Set(logCalls())]).toEqual(['/api/commission-requests/4/updates']);
  });
});
