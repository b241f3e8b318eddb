import { describe, expect, it } from 'vitest';
import { moneyState, whyNoReturn, type MoneyFacts } from './money-state';

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
