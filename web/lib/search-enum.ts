/**
 * A URL search value that must be one of `values` (a tab, a status filter): the value when it is
 * one of them, otherwise undefined, so a hand-edited link still opens the page. Plain code rather
 * than a zod schema: route search validation runs in the public shell, which stays zod-free.
 */
export function oneOf<const T extends string>(values: readonly T[], raw: unknown): T | undefined {
  return typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}
