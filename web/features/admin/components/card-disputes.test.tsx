import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const opts = { timeout: 3000 };
const admin = demoUser({ role: 'app_admin', firstName: 'Alex' });
const stats = { totalArtists: 1, totalArtworks: 1, pendingApprovals: 0, monthlySales: 100 };
const dispute = {
  orderId: 41,
  orderTotal: 315,
  amount: 315,
  buyerName: 'Dara Buyer',
  artistName: 'Maya Okafor',
  disputeId: 'dp_1',
  reason: 'product_not_received',
  status: 'needs_response',
  openedAt: '2026-11-20T10:00:00.000Z',
  closedAt: null,
};

describe('card disputes on the admin dashboard', () => {
  it('lists each dispute with its order, parties, reason and outcome, counting the open ones', async () => {
    fakeApi({
      user: admin,
      routes: {
        '/api/stats': { body: stats },
        '/api/admin/disputes': {
          body: [dispute, { ...dispute, orderId: 40, status: 'lost', closedAt: '2026-11-25T10:00:00.000Z' }],
        },
      },
    });
    renderApp('/admin');
    const section = await screen.findByRole('region', { name: 'Card disputes (1 open)' }, opts);
    const rows = within(section).getAllByTestId('admin-dispute');
    expect(rows[0]!.textContent).toContain('Order #41 · Maya Okafor · $315 disputed of $315');
    expect(rows[0]!.textContent).toContain(
      'Dara Buyer’s bank · product not received · Stripe: needs response',
    );
    expect(within(rows[0]!).getByText('Open')).toBeTruthy();
    expect(within(rows[1]!).getByText('Lost: money back to the buyer')).toBeTruthy();
  });
});
