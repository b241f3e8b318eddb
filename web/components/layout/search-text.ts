/** The header search's submitted text: trimmed, or null when blank or whitespace-only (does nothing). */
export function searchTextOrNull(raw: FormDataEntryValue | string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  return text ? text : null;
}

/** The `search` URL parameter as the home page reads it (always a string; numbers come back as text). */
export function parseSearchParam(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text ? text.slice(0, 200) : undefined;
}
