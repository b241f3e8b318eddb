import { matchesSearch as contains } from '@contract/browse-rules';

/** The API's limit for `search` (contract list query schemas). */
export const SEARCH_MAX_CHARS = 200;

/**
 * A gallery search as typed: trimmed, inner runs of whitespace made one space, cut to the API's
 * limit. Blank or whitespace-only text is no search at all (spec section 5).
 */
export function normalizeSearch(raw: unknown): string | undefined {
  if (typeof raw === 'number' && Number.isFinite(raw)) raw = String(raw);
  if (typeof raw !== 'string') return undefined;
  const text = raw.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_CHARS).trim();
  return text || undefined;
}

// The filter rules themselves live with the sorts in contract/browse-rules.ts (one implementation).
export { sameName } from '@contract/browse-rules';

/** The rules' "contains" for a search as typed: normalised first, as the gallery sends it to the API. */
export function matchesSearch(
  fields: readonly (string | null | undefined)[],
  search: string | undefined,
): boolean {
  return contains(fields, normalizeSearch(search));
}

/** URL names such as `medium=Oil`: trimmed text up to the API's 80 characters, else dropped. */
export function nameParam(raw: unknown): string | undefined {
  const text = typeof raw === 'string' ? raw.trim() : '';
  return text && text.length <= 80 ? text : undefined;
}

/** Copies `params` without the keys whose value is undefined or '' (clean URLs and query keys). */
export function withoutEmpty<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}
