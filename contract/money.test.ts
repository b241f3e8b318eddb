import { describe, expect, it } from 'vitest';
import { toCents } from './common';
import { formatCents, formatCentsPlain, formatPrice, formatPriceRange } from './money';

describe('money in words', () => {
  it('writes an amount to the cent, grouped as on invoices or plain as in messages', () => {
    expect(formatCents(126_500)).toBe('$1,265.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(125_000, { grouping: false })).toBe('$1250.00');
    expect(formatCents(1_850_50, { grouping: false })).toBe('$1850.50');
  });

  it('writes an amount for a number field: the digits of the plain form, read back to the same cents', () => {
    expect(formatCentsPlain(125_050)).toBe('1250.50');
    expect(formatCentsPlain(5)).toBe('0.05');
    expect(formatCentsPlain(0)).toBe('0.00');
    let seed = 7; // a fixed sequence, so a failure replays
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5000; i++) {
      const c = Math.floor(next() * 10 ** (1 + (i % 11))) * (i % 2 ? -1 : 1);
      if (c === 0) continue;
      expect(formatCentsPlain(c)).toBe(formatCents(c, { grouping: false }).replace('$', ''));
      expect(toCents(Number(formatCentsPlain(c)))).toBe(c);
    }
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

  it('writes what Intl.NumberFormat writes for US dollars, grouped or plain, whole or to the cent', () => {
    const intl = (options: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', ...options });
    const grouped = intl({});
    const plain = intl({ useGrouping: false });
    const whole = intl({ maximumFractionDigits: 0 });
    const cents = [0, 1, 5, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456_789, 100_000_000_000];
    let seed = 20261126; // a fixed sequence, so a failure replays
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5000; i++) cents.push(Math.floor(next() * 10 ** (1 + (i % 12))));
    for (const c of [...cents, ...cents.map((c) => -c)]) {
      expect(formatCents(c)).toBe(grouped.format(c / 100));
      expect(formatCents(c, { grouping: false })).toBe(plain.format(c / 100));
      const dollars = c / 100;
      expect(formatPrice(dollars)).toBe(
        Number.isInteger(dollars) ? whole.format(dollars) : grouped.format(dollars),
      );
    }
  });
});
