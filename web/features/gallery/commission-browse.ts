import type { Commission, CommissionListQuery } from '@contract/commission';
import { COMMISSION_SORTS, exhaustiveSwitchError, type CommissionSort } from '@contract/enum-values';
import { oneOf } from '@/lib/search-enum';
import { defineBrowse } from './browse';
import { byNumber, byText, thenBy, type Compare } from './compare';
import { matchesSearch, nameParam, normalizeSearch, sameName } from './search-text';

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

const newestFirst: Compare<Commission> = (a, b) => b.id - a.id;

function commissionComparator(sort: CommissionSort): Compare<Commission> {
  switch (sort) {
    case 'recent':
      return newestFirst;
    case 'price-high':
      return thenBy(
        byNumber((c) => c.price, 'desc'),
        newestFirst,
      );
    case 'price-low':
      return thenBy(
        byNumber((c) => c.price, 'asc'),
        newestFirst,
      );
    case 'title':
      return thenBy(
        byText((c) => c.title),
        (a, b) => a.id - b.id,
      );
    default:
      return exhaustiveSwitchError(sort);
  }
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
  /** Same rules as the API: search in title, description, medium and artist; the medium by name ignoring case. */
  matches: (commission: Commission, filters) =>
    matchesSearch(
      [commission.title, commission.description, commission.medium, commission.artistName],
      filters.search,
    ) &&
    (!filters.medium || sameName(commission.medium, filters.medium)),
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
