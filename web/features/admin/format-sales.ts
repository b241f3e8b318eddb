const thousands = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * Monthly sales in thousands of dollars with one decimal (spec section 2, admin dashboard):
 * 12345 -> '$12.3k', 705 -> '$0.7k', 0 -> '$0.0k'. A missing or invalid amount reads as $0.0k.
 */
export function formatSalesThousands(dollars: number | null | undefined): string {
  const value = typeof dollars === 'number' && Number.isFinite(dollars) ? dollars : 0;
  // Rounded in whole hundreds of dollars, half away from zero: 12_350 is 12.4, not the binary 12.3499….
  const hundreds = Math.round(Math.abs(value) / 100);
  const text = `$${thousands.format(hundreds / 10)}k`;
  return value < 0 && hundreds > 0 ? `-${text}` : text;
}
