import type { Commission, CommissionListQuery } from '@contract/commission';
import { commissionComparator, commissionMatches } from '@contract/browse-rules';
import { COMMISSION_SORTS, type CommissionSort } from '@contract/enum-values';
import { oneOf } from '@/lib/search-enum';
import { defineBrowse } from './browse';
import { nameParam, normalizeSearch } from './search-text';

/** Commission Gallery's URL state (`/commissions?search=&medium=&sort=`). */
export interface CommissionBrowseSearch {
  search?: string | undefined;
  medium?: string | undefined;
  sort?: CommissionSort | undefined;
}

function parseCommissionSearch(raw: Record<string, unknown>): CommissionBrowseSearch {
  return {
    search: normalizeSearch(raw.search),
    medium: nameParam(raw.medium),
    sort: oneOf(COMMISSION_SORTS, raw.sort),
  };
}

export const commissionBrowse = defineBrowse({
  parse: parseCommissionSearch,
  sortOptions: [
    { value: 'recent', label: 'Most recent' },
    { value: 'price-high', label: 'Price: high to low' },
    { value: 'price-low', label: 'Price: low to high' },
    { value: 'title', label: 'Title A-Z' },
  ],
  /** The showcase only: the gallery shows finished commissioned work. */
  query: (filters) => ({ showcase: 'true' as const, search: filters.search, medium: filters.medium }),
  /** The API's rules (contract/browse-rules.ts): search in title, description, medium and artist. */
  matches: (commission: Commission, filters) => commissionMatches(commission, filters),
  /** Spec section 9: recent, price high, price low (missing prices last), title. */
  comparator: commissionComparator,
});

export const parseCommissionBrowseSearch = commissionBrowse.parse;
export const COMMISSION_SORT_OPTIONS = commissionBrowse.sortOptions;
export const commissionListParams = (filters: CommissionBrowseSearch): CommissionListQuery =>
  commissionBrowse.listParams(filters);
export const filterCommissions = commissionBrowse.filter;
export const sortCommissions = commissionBrowse.sort;
export const browseCommissions = commissionBrowse.browse;
