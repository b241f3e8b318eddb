/** A timestamp as the API sends it (ISO 8601, UTC); null stays null. Rows may carry a Date or a string. */
export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/**
 * SQL writing a timestamptz column as `iso` writes it (ISO 8601 in UTC, milliseconds truncated as
 * a JavaScript Date truncates them): hot reads take it as text, neither parsed nor reformatted in Node.
 */
export function isoSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
