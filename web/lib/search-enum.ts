/**
 * A URL search value that must be one of `values` (a tab, a status filter): the value when it is
 * one of them, otherwise undefined, so a hand-edited link still opens the page. Plain code rather
 * than a zod schema: route search validation runs in the public shell, which stays zod-free.
 */
export function oneOf<const T extends string>(values: readonly T[], raw: unknown): T | undefined {
  return typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** A URL search value that must be a positive integer id (`?request=12`), else undefined. */
export function positiveInt(raw: unknown): number | undefined {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** `?token=` of a mailed link: the text, or undefined when absent. */
export function tokenSearch(raw: Record<string, unknown>): { token?: string } {
  return { token: typeof raw.token === 'string' ? raw.token : undefined };
}
