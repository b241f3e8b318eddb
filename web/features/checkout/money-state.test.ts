import { describe, expect, it } from 'vitest';
import type { Purchase } from '@contract/checkout';
import { moneyLine } from './money-state';

const base = {
  status: 'delivered',
  items: [{ kind: 'original' }],
  deliveredAt: '2026-11-01T10:00:00.000Z',
  refundedAt: null,
  refundDueAt: null,
  refundedAmount: null,
  return: null,
  paymentMethod: { id: 'invoice', name: 'Pay by invoice', description: '' },
} as unknown as Purchase;
const ret = {
  requestedAt: '2026-11-02T10:00:00.000Z',
  reason: 'Too big',
  acceptedAt: null,
  declinedAt: null,
  declineNote: null,
  receivedAt: null,
};

describe('moneyLine', () => {
  it('says nothing for an order simply delivered', () => {
    expect(moneyLine(base, 'buyer')).toBeNull();
  });
  it('words a refund made, with its amount and day, for both sides', () => {
    const order = { ...base, refundedAt: '2026-11-26T12:00:00.000Z', refundedAmount: 40 };
    expect(moneyLine(order, 'buyer')?.title).toMatch(/^Refunded \$40 on .*2026/);
    expect(moneyLine(order, 'artist')?.detail).toBe('You recorded it as sent.');
    const card = { ...order, paymentMethod: { ...base.paymentMethod, id: 'card' } };
    expect(moneyLine(card, 'buyer')?.detail).toBe('Back on your card within 5 to 10 days.');
  });
  it('tells each side what to do about a refund owed and a return', () => {
    const due = { ...base, refundDueAt: '2026-11-26T12:00:00.000Z', refundedAmount: 210 };
    expect(moneyLine(due, 'buyer')).toMatchObject({ title: 'Refund due: $210', tone: 'warning' });
    expect(moneyLine(due, 'artist')?.detail).toMatch(/then record it sent/);
    expect(moneyLine({ ...base, return: ret }, 'artist')?.detail).toMatch(/“Too big”\. Accept or decline/);
    const accepted = { ...base, return: { ...ret, acceptedAt: '2026-11-03T10:00:00.000Z' } };
    expect(moneyLine(accepted, 'buyer')?.title).toBe('Return accepted');
    const declined = { ...base, return: { ...ret, declinedAt: 'x', declineNote: 'As described' } };
    expect(moneyLine(declined, 'buyer')).toMatchObject({
      title: 'Return declined',
      detail: '“As described”',
    });
  });
  it('words a card dispute for each side: open with the bank’s reason, lost, won', () => {
    const card = { ...base, paymentMethod: { ...base.paymentMethod, id: 'card' } };
    const dispute = {
      status: 'needs_response',
      reason: 'product_not_received',
      amount: 315,
      openedAt: '2026-11-20T10:00:00.000Z',
      closedAt: null,
    };
    const open = { ...card, dispute };
    expect(moneyLine(open, 'artist')).toMatchObject({ title: 'Card dispute open: $315', tone: 'warning' });
    expect(moneyLine(open, 'artist')?.detail).toMatch(
      /^The buyer’s bank disputes the card payment \(they say it did not arrive\)\./,
    );
    expect(moneyLine(open, 'buyer')?.detail).toMatch(/^You disputed this payment with your card issuer on /);
    const lost = { ...card, dispute: { ...dispute, status: 'lost', closedAt: '2026-11-26T10:00:00.000Z' } };
    expect(moneyLine(lost, 'artist')?.title).toBe('Dispute lost: $315 went back to the buyer');
    expect(moneyLine(lost, 'buyer')?.title).toBe('Dispute decided for you: $315 back');
    const won = { ...card, dispute: { ...dispute, status: 'won', closedAt: '2026-11-26T10:00:00.000Z' } };
    expect(moneyLine(won, 'artist')).toMatchObject({
      title: 'Dispute won: the payment stands',
      tone: 'success',
    });
  });
});
