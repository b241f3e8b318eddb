import { PRINT_QUANTITY } from '@contract/constants';

/** The quantities a print can be ordered in: 1 to 5 (spec sections 5 and 9). */
export const PRINT_QUANTITY_OPTIONS: readonly number[] = Array.from(
  { length: PRINT_QUANTITY.max - PRINT_QUANTITY.min + 1 },
  (_, i) => PRINT_QUANTITY.min + i,
);

/** Any input (a select's text, a stale stored value) to a whole quantity within 1 to 5. */
export function clampPrintQuantity(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return PRINT_QUANTITY.min;
  return Math.min(PRINT_QUANTITY.max, Math.max(PRINT_QUANTITY.min, Math.round(n)));
}
