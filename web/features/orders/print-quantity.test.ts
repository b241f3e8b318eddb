import { describe, expect, it } from 'vitest';
import { clampPrintQuantity, PRINT_QUANTITY_OPTIONS } from './print-quantity';

describe('print quantity', () => {
  it('offers 1 to 5', () => {
    expect(PRINT_QUANTITY_OPTIONS).toEqual([1, 2, 3, 4, 5]);
  });
  it('clamps into 1 to 5', () => {
    expect(clampPrintQuantity(0)).toBe(1);
    expect(clampPrintQuantity(-3)).toBe(1);
    expect(clampPrintQuantity(9)).toBe(5);
    expect(clampPrintQuantity(3)).toBe(3);
  });
  it('reads text and rounds; nonsense is 1', () => {
    expect(clampPrintQuantity('2')).toBe(2);
    expect(clampPrintQuantity(2.6)).toBe(3);
    expect(clampPrintQuantity('abc')).toBe(1);
    expect(clampPrintQuantity(undefined)).toBe(1);
    expect(clampPrintQuantity(Number.POSITIVE_INFINITY)).toBe(1);
  });
});
