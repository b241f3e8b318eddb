// Money in words, for the api (invoices, notifications, error messages) and the web (price tags)
// alike, in US dollars (CURRENCY in ./constants) as en-US writes them: `$1,234.50`, `-$5.00`.
// Written by hand rather than with Intl.NumberFormat: the first currency format a phone makes loads
// the locale's data, about 130 ms of main-thread work during hydration on Lighthouse's throttled
// phone (a CPU profile of `/`), for output that is the same (money.test.ts compares the two).

function dollarsText(amount: number, decimals: 0 | 2, grouping: boolean): string {
  const [whole = '0', cents] = Math.abs(amount).toFixed(decimals).split('.');
  const grouped = grouping ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole;
  // Any negative amount keeps its sign, even one that rounds to zero (as Intl writes it).
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}$${grouped}${cents === undefined ? '' : `.${cents}`}`;
}

/**
 * An amount to the cent: `$1,234.00` (invoices, statements). `{ grouping: false }` writes `$1234.00`,
 * as the api's notifications and error messages always have (clients and tests read those words).
 */
export function formatCents(cents: number, { grouping = true }: { grouping?: boolean } = {}): string {
  return dollarsText(cents / 100, 2, grouping);
}

/**
 * An amount to the cent as a number field holds it, without the symbol or grouping: `1234.50`
 * (what a form puts in an amount field for the user to edit, and reads back with `toCents`).
 */
export function formatCentsPlain(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A price as the site shows it: `$1,250` for whole dollars, `$1,250.50` otherwise; null when missing. */
export function formatPrice(dollars: number | null | undefined): string | null {
  if (dollars === null || dollars === undefined || !Number.isFinite(dollars)) return null;
  return dollarsText(dollars, Number.isInteger(dollars) ? 0 : 2, true);
}

/** A price range: `$50–$1,200`, or `$80` when both ends are the same. */
export function formatPriceRange(min: number, max: number): string {
  return min === max ? formatPrice(min)! : `${formatPrice(min)}–${formatPrice(max)}`;
}
