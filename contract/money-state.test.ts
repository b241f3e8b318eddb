import { describe, expect, it } from 'vitest';
import { moneyState, statusLabel, whyNoReturn, type MoneyFacts } from './money-state';

const delivered: MoneyFacts = {
  status: 'delivered',
  items: [{ kind: 'original' }],
  deliveredAt: '2026-11-01T10:00:00.000Z',
};
const day = (iso: string) => Date.parse(iso);

describe('whyNoReturn', () => {
  it('lets an original be returned up to 14 days after delivery, and says why not after', () => {
    expect(whyNoReturn(delivered, day('2026-11-15T09:59:00.000Z'))).toBeNull();
    expect(whyNoReturn(delivered, day('2026-11-15T10:01:00.000Z'))).toBe(
      'Returns are accepted within 14 days of delivery: this order was delivered on 2026-11-01, so the last day was 2026-11-15. Report a problem to talk it over with the artist.',
    );
  });
  it('refuses prints, undelivered orders, a second request and a refunded order', () => {
    const now = day('2026-11-02T00:00:00.000Z');
    expect(whyNoReturn({ ...delivered, items: [{ kind: 'print' }] }, now)).toMatch(/Only an original/);
    expect(whyNoReturn({ ...delivered, status: 'shipped' }, now)).toMatch(/once it has been delivered/);
    const ret = { requestedAt: 'x', acceptedAt: null, declinedAt: null, receivedAt: null };
    expect(whyNoReturn({ ...delivered, return: ret }, now)).toMatch(/already asked/);
    expect(whyNoReturn({ ...delivered, refundedAt: 'x' }, now)).toMatch(/already refunded/);
  });
});

describe('moneyState', () => {
  it('puts a refund made before one owed, and either before the return', () => {
    const ret = { requestedAt: 'r', acceptedAt: 'a', declinedAt: null, receivedAt: 'b' };
    expect(moneyState(delivered)).toBeNull();
    expect(moneyState({ ...delivered, return: { ...ret, acceptedAt: null, receivedAt: null } })).toEqual({
      kind: 'return_requested',
      at: 'r',
    });
    expect(moneyState({ ...delivered, return: ret })).toEqual({ kind: 'return_accepted', at: 'a' });
    expect(moneyState({ ...delivered, return: ret, refundDueAt: 'd', refundedAmount: 40 })).toEqual({
      kind: 'refund_due',
      amount: 40,
      since: 'd',
    });
    expect(
      moneyState({ ...delivered, return: ret, refundDueAt: 'd', refundedAt: 'e', refundedAmount: 40 }),
    ).toEqual({ kind: 'refunded', amount: 40, at: 'e' });
  });
});

describe('card disputes', () => {
  const dispute = { status: 'needs_response', amount: 315, openedAt: 'o', closedAt: null };
  it('come before any refund or return while open, and when lost', () => {
    expect(moneyState({ ...delivered, dispute, refundedAt: 'e', refundedAmount: 40 })).toEqual({
      kind: 'dispute_open',
      amount: 315,
      at: 'o',
    });
    expect(moneyState({ ...delivered, dispute: { ...dispute, status: 'warning_under_review' } })?.kind).toBe(
      'dispute_open',
    );
    expect(moneyState({ ...delivered, dispute: { ...dispute, status: 'lost', closedAt: 'c' } })).toEqual({
      kind: 'dispute_lost',
      amount: 315,
      at: 'c',
    });
  });
  it('won (or an inquiry closed) leaves a refund made before in view', () => {
    const won = { ...dispute, status: 'won', closedAt: 'c' };
    expect(moneyState({ ...delivered, dispute: won })).toEqual({ kind: 'dispute_won', amount: 315, at: 'c' });
    expect(moneyState({ ...delivered, dispute: { ...won, status: 'warning_closed' } })?.kind).toBe(
      'dispute_won',
    );
    expect(moneyState({ ...delivered, dispute: won, refundedAt: 'e', refundedAmount: 40 })?.kind).toBe(
      'refunded',
    );
  });
  it('stop a return being asked for', () => {
    expect(whyNoReturn({ ...delivered, dispute }, day('2026-11-02T00:00:00.000Z'))).toMatch(/disputed/);
  });
});

describe('statusLabel', () => {
  it('reads Refunded for a cancelled order refunded, Returned for an original back with the artist', () => {
    const ret = { requestedAt: 'r', acceptedAt: 'a', declinedAt: null, receivedAt: 'b' };
    expect(statusLabel(delivered)).toBe('Delivered');
    expect(statusLabel({ ...delivered, return: { ...ret, receivedAt: null } })).toBe('Delivered');
    expect(statusLabel({ ...delivered, return: ret, refundedAt: 'e' })).toBe('Returned');
    expect(statusLabel({ ...delivered, status: 'cancelled', refundedAt: 'e' })).toBe('Refunded');
    expect(statusLabel({ ...delivered, status: 'cancelled' })).toBe('Cancelled');
  });
});
