import { describe, expect, it } from 'vitest';
import { formatSalesThousands } from './format-sales';

describe('formatSalesThousands', () => {
  it('shows thousands of dollars with one decimal', () => {
    expect(formatSalesThousands(12_300)).toBe('$12.3k');
    expect(formatSalesThousands(12_345.67)).toBe('$12.3k');
    expect(formatSalesThousands(1000)).toBe('$1.0k');
  });

  it('shows zero as $0.0k', () => {
    expect(formatSalesThousands(0)).toBe('$0.0k');
  });

  it('shows amounts under 1000 as fractions of a thousand', () => {
    expect(formatSalesThousands(705)).toBe('$0.7k');
    expect(formatSalesThousands(49.99)).toBe('$0.0k');
    expect(formatSalesThousands(50)).toBe('$0.1k');
    expect(formatSalesThousands(999)).toBe('$1.0k');
  });

  it('groups large amounts and rounds half up', () => {
    expect(formatSalesThousands(1_234_567)).toBe('$1,234.6k');
    expect(formatSalesThousands(12_350)).toBe('$12.4k');
  });

  it('reads a missing or invalid amount as zero', () => {
    expect(formatSalesThousands(undefined)).toBe('$0.0k');
    expect(formatSalesThousands(Number.NaN)).toBe('$0.0k');
  });

  it('keeps the sign before the dollar sign for refunds', () => {
    expect(formatSalesThousands(-1500)).toBe('-$1.5k');
  });
});
