/** A timestamp as the API sends it (ISO 8601, UTC); null stays null. Rows may carry a Date or a string. */
export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
