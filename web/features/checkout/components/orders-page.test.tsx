import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Purchase } from '@contract/checkout';
import { PURCHASE_STATUSES, type PurchaseStatus } from '@contract/purchase-status';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const order = (id: number, status: PurchaseStatus): Purchase => ({
  id,
  status,
  buyerId: 7,
  buyerName: 'Maya Lindqvist',
  buyerEmail: 'maya@example.test',
  artistId: 2,
  artistName: 'Maya Okafor',
  items: [
    {
      kind: 'original',
      artworkId: 10 + id,
      title: `Work ${id}`,
      imageUrl: null,
      description: 'Original',
      unitPrice: 500,
      quantity: 1,
      lineTotal: 500,
    },
  ],
  itemsTotal: 500,
  shipping: 15,
  total: 515,
  paymentMethod: { id: 'invoice', name: 'Pay by invoice', description: '' },
  paymentInstructions: "Pay Maya Okafor with the details on your invoice, then tap 'I have paid'.",
  invoice: {
    number: `INV-2026-00100${id}`,
    issuedAt: '2026-11-20T10:00:00.000Z',
    dueAt: '2026-11-23T10:00:00.000Z',
    payTo: { bankDetails: 'Maya Okafor\nIBAN GB33 BUKB 2020 1555 5555 55', paymentLink: null },
  },
  buyerPaidAt: null,
  shippingAddress: {
    fullName: 'Maya Lindqvist',
    line1: '12 Harbour Road',
    line2: null,
    city: 'Bristol',
    region: null,
    postalCode: 'BS1 4DJ',
    country: 'United Kingdom',
  },
  tracking: status === 'shipped' || status === 'delivered' ? 'Royal Mail RM123456789GB' : null,
  placedAt: '2026-11-20T10:00:00.000Z',
  paymentDueAt: status === 'awaiting_payment' ? '2026-11-23T10:00:00.000Z' : null,
  paidAt: null,
  shippedAt: null,
  deliveredAt: null,
  deliveredAutomatically: false,
  cancelledAt: null,
  problem: null,
  problemReportedAt: null,
});

const orders = PURCHASE_STATUSES.map((status, i) => order(i + 1, status));

function cardOf(id: number): HTMLElement {
  return screen.getByRole('article', { name: `Order #${id}` });
}

describe('/orders (issue 13)', () => {
  it('shows every status in words, the tracking of a shipped order, and Cancel only before payment', async () => {
    fakeApi({ user: demoUser(), routes: { '/api/purchases': { body: orders } } });
    renderApp('/orders');
    await screen.findByRole('list', { name: 'Your orders' }, { timeout: 3000 });
    const words = orders.map((o) => within(cardOf(o.id)).getByTestId('order-status').textContent);
    expect(words).toEqual(['Awaiting payment', 'Paid', 'Shipped', 'Delivered', 'Cancelled', 'Expired']);
    expect(within(cardOf(1)).getByText(/with the details on your invoice/)).toBeTruthy();
    expect(within(cardOf(1)).getByTestId('invoice-number').textContent).toBe('INV-2026-001001');
    expect(within(cardOf(1)).getByTestId('invoice-bank').textContent).toContain('IBAN GB33');
    expect(within(cardOf(1)).getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/orders/1/invoice.pdf',
    );
    // 'I have paid' only while the order awaits payment; the bank details too.
    const paidButtons = orders.filter(
      (o) => within(cardOf(o.id)).queryByRole('button', { name: 'I have paid' }) !== null,
    );
    expect(paidButtons.map((o) => o.status)).toEqual(['awaiting_payment']);
    expect(within(cardOf(2)).queryByTestId('invoice-bank')).toBeNull();
    const receivable = orders.filter(
      (o) => within(cardOf(o.id)).queryByRole('button', { name: 'Confirm receipt' }) !== null,
    );
    expect(receivable.map((o) => o.status)).toEqual(['shipped']);
    expect(within(cardOf(3)).getByTestId('order-tracking').textContent).toBe('Royal Mail RM123456789GB');
    const cancellable = orders.filter(
      (o) => within(cardOf(o.id)).queryByRole('button', { name: 'Cancel order' }) !== null,
    );
    expect(cancellable.map((o) => o.status)).toEqual(['awaiting_payment']);
  });

  it('cancels an order awaiting payment after asking', async () => {
    const spy = fakeApi({
      user: demoUser(),
      routes: {
        '/api/purchases': { body: orders },
        'POST /api/purchases/1/cancel': { body: { ...order(1, 'cancelled') } },
      },
    });
    renderApp('/orders');
    await screen.findByRole('list', { name: 'Your orders' }, { timeout: 3000 });
    fireEvent.click(within(cardOf(1)).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #1?' });
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order #1 cancelled')).toBeTruthy();
    await waitFor(() =>
      expect(
        spy.mock.calls.filter(([url, init]) => url === '/api/purchases/1/cancel' && init?.method === 'POST'),
      ).toHaveLength(1),
    );
  });

  it('offers the return of an original for 14 days after delivery, then says returns have closed', async () => {
    const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const recent = { ...order(1, 'delivered'), deliveredAt: days(3) };
    const old = { ...order(2, 'delivered'), deliveredAt: days(20) };
    const refunded = { ...order(3, 'cancelled'), refundedAt: days(1), refundedAmount: 515 };
    fakeApi({ user: demoUser(), routes: { '/api/purchases': { body: [recent, old, refunded] } } });
    renderApp('/orders');
    await screen.findByRole('list', { name: 'Your orders' }, { timeout: 3000 });
    expect(within(cardOf(1)).getByRole('button', { name: 'Return the original' })).toBeTruthy();
    expect(within(cardOf(2)).queryByRole('button', { name: 'Return the original' })).toBeNull();
    expect(within(cardOf(2)).getByTestId('return-closed').textContent).toMatch(
      /^Returns closed on .+ \(14 days after delivery\)\. Report a problem/,
    );
    expect(within(cardOf(3)).getByTestId('order-status').textContent).toBe('Refunded');
    expect(within(cardOf(3)).getByTestId('money-state').textContent).toMatch(/^Refunded \$515 on /);
  });
});
