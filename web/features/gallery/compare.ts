/** Comparators that mirror the API's ORDER BY clauses, so client sorting matches the server's. */

export type Compare<T> = (a: T, b: T) => number;

/** Numbers ascending or descending, missing values last either way (`NULLS LAST`). */
export function byNumber<T>(
  get: (item: T) => number | null | undefined,
  direction: 'asc' | 'desc',
): Compare<T> {
  return (a, b) => {
    const x = get(a);
    const y = get(b);
    const xMissing = x === null || x === undefined;
    const yMissing = y === null || y === undefined;
    if (xMissing || yMissing) return Number(xMissing) - Number(yMissing);
    return direction === 'asc' ? x - y : y - x;
  };
}

/** Text A to Z, ignoring case (`lower(title) ASC`). */
export function byText<T>(get: (item: T) => string): Compare<T> {
  return (a, b) => {
    const x = get(a).toLowerCase();
    const y = get(b).toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  };
}

/** ISO dates, newest first. */
export function byDateDesc<T>(get: (item: T) => string): Compare<T> {
  return (a, b) => (Date.parse(get(b)) || 0) - (Date.parse(get(a)) || 0);
}

/** The first comparator that tells two items apart decides. */
export function thenBy<T>(...comparators: Compare<T>[]): Compare<T> {
  return (a, b) => {
    for (const compare of comparators) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
}

/** A sorted copy; the input is left alone. */
export function sortedBy<T>(items: readonly T[], compare: Compare<T>): T[] {
  return [...items].sort(compare);
}
