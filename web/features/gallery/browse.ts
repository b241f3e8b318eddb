import { sortedBy, type Compare } from '@contract/browse-rules';
import { withoutEmpty } from './search-text';

export interface SortOption<S extends string> {
  value: S;
  label: string;
}

/** What every gallery's URL state holds besides its own filters: a search text and a sort ('recent' by default). */
export interface BrowseSearchBase<S extends string> {
  search?: string | undefined;
  sort?: S | undefined;
}

export interface BrowseConfig<Search extends BrowseSearchBase<S>, S extends string, T, Query extends object> {
  /**
   * Reads the URL state; each field drops a bad value (so a hand-edited link still opens the
   * gallery). Plain code, not zod: it runs in the public shell.
   */
  parse: (raw: Record<string, unknown>) => Search;
  sortOptions: readonly SortOption<S>[];
  /** The API call for the filters, without the sort (added here: 'recent' is the API's default). */
  query: (filters: Partial<Search>) => Query;
  /**
   * The filter rules on the client, the same as the API's (contract/browse-rules.ts). `searchExtra`:
   * a searched field the row does not carry (an artwork's artist username, from the local artists).
   */
  matches: (item: T, filters: Partial<Search>, searchExtra?: string) => boolean;
  /** The sort rules on the client, the same as the API's `ORDER`. */
  comparator: (sort: S) => Compare<T>;
}

/**
 * One gallery's browse rules (spec section 9): URL schema and parse step, sort options, the API
 * query, and the same filter and sort applied on this device. Artworks, artists and commissions
 * differ only in what they pass here.
 */
export function defineBrowse<Search extends BrowseSearchBase<S>, S extends string, T, Query extends object>(
  config: BrowseConfig<Search, S, T, Query>,
) {
  type Filters = Partial<Search>;
  /** `extraOf`: the searched field a row does not carry (see `matches`). */
  const filter = (items: readonly T[], filters: Filters, extraOf?: (item: T) => string | undefined): T[] =>
    items.filter((item) => config.matches(item, filters, extraOf?.(item)));
  const sort = (items: readonly T[], by: S = 'recent' as S): T[] => sortedBy(items, config.comparator(by));
  return {
    sortOptions: config.sortOptions,
    /** Reads the URL; bad values are dropped. */
    parse: (raw: Record<string, unknown>): Filters => withoutEmpty(config.parse(raw)) as Filters,
    listParams: (filters: Filters) =>
      withoutEmpty({
        ...config.query(filters),
        sort: filters.sort === 'recent' ? undefined : filters.sort,
      }) as Query & { sort?: S },
    filter,
    sort,
    /** Filters then sorts: what the gallery shows for a URL state. */
    browse: (items: readonly T[], filters: Filters, extraOf?: (item: T) => string | undefined): T[] =>
      sort(filter(items, filters, extraOf), filters.sort),
    /** The order of the API for a sort, as a comparator (merging local rows into pages). */
    comparator: config.comparator,
  };
}
