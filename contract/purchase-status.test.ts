import { describe, expect, it } from 'vitest';
import {
  canBuyerCancel,
  canSellerMove,
  nextSellerMove,
  orderTotalCents,
  PURCHASE_STATUSES,
  sellerSeesAddress,
  timeLeftLabel,
} from './purchase-status';

describe('the order state machine', () => {
  it('lets the artist move an order paid -> shipped -> delivered, one step at a time', () => {
    expect(nextSellerMove('awaiting_payment')).toBe('paid');
    expect(nextSellerMove('paid')).toBe('shipped');
    expect(nextSellerMove('shipped')).toBe('delivered');
    for (const settled of ['delivered', 'cancelled', 'expired'] as const)
      expect(nextSellerMove(settled)).toBeNull();
    expect(canSellerMove('awaiting_payment', 'shipped')).toBe(false);
    expect(canSellerMove('paid', 'paid')).toBe(false);
  });

  it('lets the buyer cancel only before payment', () => {
    expect(PURCHASE_STATUSES.filter(canBuyerCancel)).toEqual(['awaiting_payment']);
  });

  it('shows the artist the address only once paid', () => {
    expect(PURCHASE_STATUSES.filter(sellerSeesAddress)).toEqual(['paid', 'shipped', 'delivered']);
  });
});

describe('orderTotalCents', () => {
  it('adds one shipping rate to a non-empty order', () => {
    expect(orderTotalCents([125000, 6800], 1500)).toBe(133300);
    expect(orderTotalCents([], 1500)).toBe(0);
  });
});

describe('timeLeftLabel', () => {
  it('counts down in minutes and seconds, with hours when long, never below zero', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(timeLeftLabel('2026-11-24T10:29:05Z', now)).toBe('29:05');
    expect(timeLeftLabel('2026-11-24T12:03:09Z', now)).toBe('2:03:09');
    expect(timeLeftLabel('2026-11-24T09:00:00Z', now)).toBe('0:00');
  });
});
