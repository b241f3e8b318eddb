import { describe, expect, it } from 'vitest';
import { formatCents, formatPrice, formatPriceRange } from './money';

describe('money in words', () => {
  it('writes an amount to the cent, grouped as on invoices or plain as in messages', () => {
    expect(formatCents(126_500)).toBe('$1,265.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(125_000, { grouping: false })).toBe('$1250.00');
    expect(formatCents(1_850_50, { grouping: false })).toBe('$1850.50');
  });

  it('writes a price tag without cents when it has none', () => {
    expect(formatPrice(1250)).toBe('$1,250');
    expect(formatPrice(49.5)).toBe('$49.50');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(null)).toBeNull();
    expect(formatPrice(Number.NaN)).toBeNull();
  });

  it('writes a range, or one price when both ends agree', () => {
    expect(formatPriceRange(50, 1200)).toBe('$50–$1,200');
    expect(formatPriceRange(80, 80)).toBe('$80');
    expect(formatPriceRange(99.5, 1850.5)).toBe('$99.50–$1,850.50');
  });
});
