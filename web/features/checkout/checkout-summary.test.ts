import { describe, expect, it } from 'vitest';
import { checkoutSummary, shippingNote } from './checkout-summary';

describe('checkoutSummary', () => {
  it('charges the flat shipping once per artist, on top of the items', () => {
    const summary = checkoutSummary(
      [
        { artistId: 1, lineTotal: 1250 },
        { artistId: 1, lineTotal: 68 },
        { artistId: 2, lineTotal: 400.1 },
      ],
      12.5,
    );
    expect(summary).toEqual({ itemsTotal: 1718.1, orderCount: 2, shipping: 25, total: 1743.1 });
  });

  it('adds no shipping to an empty cart', () => {
    expect(checkoutSummary([], 15)).toEqual({ itemsTotal: 0, orderCount: 0, shipping: 0, total: 0 });
  });

  it('adds cents without floating-point drift', () => {
    expect(
      checkoutSummary(
        [
          { artistId: 1, lineTotal: 0.1 },
          { artistId: 1, lineTotal: 0.2 },
        ],
        0,
      ).total,
    ).toBe(0.3);
  });
});

describe('shippingNote', () => {
  it('explains several parcels', () => {
    expect(shippingNote(1, '$15.00')).toBe('Flat rate per order');
    expect(shippingNote(3, '$15.00')).toBe('3 orders × $15.00 (one parcel per artist)');
  });
});
