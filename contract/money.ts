import { CURRENCY } from './constants';

// Money in words, for the api (invoices, notifications, error messages) and the web (price tags)
// alike. Each Intl format is made on first use: it costs a phone a few milliseconds (locale data),
// and a page that shows no price should not pay for it while it starts.

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let made = formats.get(key);
  if (!made) {
    made = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY, ...options });
    formats.set(key, made);
  }
  return made;
}

/**
 * An amount to the cent: `$1,234.00` (invoices, statements). `{ grouping: false }` writes `$1234.00`,
 * as the api's notifications and error messages always have (clients and tests read those words).
 */
export function formatCents(cents: number, { grouping = true }: { grouping?: boolean } = {}): string {
  const format = grouping ? numberFormat('cents', {}) : numberFormat('plain', { useGrouping: false });
  return format.format(cents / 100);
}

/** A price as the site shows it: `$1,250` for whole dollars, `$1,250.50` otherwise; null when missing. */
export function formatPrice(dollars: number | null | undefined): string | null {
  if (dollars === null || dollars === undefined || !Number.isFinite(dollars)) return null;
  return Number.isInteger(dollars)
    ? numberFormat('whole', { maximumFractionDigits: 0 }).format(dollars)
    : numberFormat('cents', {}).format(dollars);
}

/** A price range: `$50–$1,200`, or `$80` when both ends are the same. */
export function formatPriceRange(min: number, max: number): string {
  return min === max ? formatPrice(min)! : `${formatPrice(min)}–${formatPrice(max)}`;
}
